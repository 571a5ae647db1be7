'use client';

import { useId } from 'react';
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
import { useConfirmation } from './use-confirmation';
import { useFailureHandler } from './use-failure';

/**
 * A role change, confirmed first: it gives or takes away access to every lead and account. The
 * row shows the new role only once the server has answered; a refusal (the last admin) leaves it
 * as it was, with the server's words.
 */
export function useRoleChange({ me, onChanged }: { me: string; onChanged: (user: User) => void }) {
  const onFailure = useFailureHandler();
  return useConfirmation<{ user: User; role: Role }>({
    question: ({ user: u, role }) => ({
      title: `Make ${u.username} ${ROLE_NOUNS[role]}?`,
      description: (
        <>
          <strong className="font-semibold text-slate-900">{ROLE_LABELS[role]}</strong>:{' '}
          {ROLE_DESCRIPTIONS[role]} {u._id === me ? 'This applies to you' : 'It applies to them'}{' '}
          from the next page load.
        </>
      ),
      confirmLabel: 'Change role',
      busyLabel: 'Changing...',
    }),
    async act({ user: u, role }) {
      try {
        const answer = await adminRequest<{ message: string; user: User }>(user.api.role(u._id), {
          method: 'PATCH',
          body: { role },
          expect: 200,
        });
        onChanged(answer.user);
        toast.success(answer.message);
      } catch (error) {
        onFailure(error, 'change role');
      }
    },
  });
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
