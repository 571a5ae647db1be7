'use client';

import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { adminRequest } from '@/lib/admin/request';
import {
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLE_NOUNS,
  ROLES,
  user,
  type Role,
  type User,
} from '@/lib/entities';
import { CONTROL, SelectChevron } from './fields';
import { ConfirmDialog } from './modal';
import { useFailureHandler } from './use-failure';

/**
 * A role change, confirmed first: it gives or takes away access to every lead and account. The
 * row shows the new role only once the server has answered; a refusal (the last admin) leaves it
 * as it was, with the server's words.
 */
export function useRoleChange({ me, onChanged }: { me: string; onChanged: (user: User) => void }) {
  const [target, setTarget] = useState<{ user: User; role: Role } | null>(null);
  const [busy, setBusy] = useState(false);
  const onFailure = useFailureHandler();

  async function confirm() {
    if (!target || busy) return;
    setBusy(true);
    try {
      const answer = await adminRequest<{ message: string; user: User }>(
        user.api.role(target.user._id),
        { method: 'PATCH', body: { role: target.role }, expect: 200 },
      );
      onChanged(answer.user);
      toast.success(answer.message);
    } catch (error) {
      onFailure(error, 'change role');
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  const self = target?.user._id === me;
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={target ? `Make ${target.user.username} ${ROLE_NOUNS[target.role]}?` : ''}
      description={
        target && (
          <>
            <strong className="font-semibold text-slate-900">{ROLE_LABELS[target.role]}</strong>:{' '}
            {ROLE_DESCRIPTIONS[target.role]} {self ? 'This applies to you' : 'It applies to them'}{' '}
            from the next page load.
          </>
        )
      }
      busy={busy}
      confirmLabel="Change role"
      busyLabel="Changing..."
      onConfirm={confirm}
      onCancel={() => {
        if (!busy) setTarget(null);
      }}
    />
  );
  return { ask: (u: User, role: Role) => setTarget({ user: u, role }), dialog };
}

/** The users table's role: a select, or the role alone when it cannot change (the last admin). */
export function RoleCell({
  user: u,
  locked,
  onPick,
}: {
  user: User;
  /** Why the role cannot change, if it cannot. */
  locked: string | null;
  onPick: (role: Role) => void;
}) {
  const hint = useId();
  return (
    <div className="flex min-w-[8rem] flex-col gap-1">
      <div className="relative">
        <select
          aria-label={`Role of ${u.username}`}
          value={u.role}
          disabled={locked !== null}
          aria-describedby={locked ? hint : undefined}
          onChange={(event) => onPick(event.target.value as Role)}
          className={`${CONTROL} appearance-none py-1.5 pr-9`}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
      {locked && (
        <span id={hint} className="text-xs text-slate-500">
          {locked}
        </span>
      )}
    </div>
  );
}
