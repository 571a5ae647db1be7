'use client';

import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { adminRequest } from '@/lib/admin/request';
import { checkInput, emptyValues, user, type User } from '@/lib/entities';
import { useAdminUser } from './admin-user';
import { Button } from '@/components/ui/button';
import { Card, CountBadge, PageHeading } from './card';
import { DataTable, PHONE, type Column } from './data-table';
import { EmailAddress } from './email-address';
import { PasswordForm } from './password-form';
import { ResourceFields } from './resource-fields';
import { useDeleteConfirmation } from './use-delete';
import { useFailureHandler } from './use-failure';
import { changedFrom, useUnsavedChanges } from './unsaved-changes';
import { useServerState } from './use-server-state';
import { markFieldErrors } from './mark-field-error';
import { RoleCell, useRoleChange } from './user-role';
import { Icon } from '@/components/ui/icons';

export function AddUserForm({ onCreated }: { onCreated: (user: User) => void }) {
  const [start] = useState(() => emptyValues(user.fields));
  const [values, setValues] = useState(start);
  const [busy, setBusy] = useState(false);
  const onFailure = useFailureHandler();
  const unsaved = useUnsavedChanges(changedFrom(start, values));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkInput(user.fields, values);
    if (!checked.ok) {
      markFieldErrors(event.currentTarget, checked.problems, checked.field);
      return;
    }
    setBusy(true);
    try {
      const answer = await adminRequest<{ message: string; newUser: User }>(user.api.add, {
        method: 'POST',
        body: values,
        expect: 201,
      });
      onCreated(answer.newUser);
      toast.success(answer.message);
      setValues(start);
    } catch (error) {
      onFailure(error, 'add user');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title="Add New User"
      titleId="add-user-title"
      description="Admins manage everything; editors manage the content but not leads, users, settings or redirects; users cannot use the panel."
    >
      <form
        // POST: a submit before the script runs must not put the password in the address.
        method="post"
        onSubmit={submit}
        noValidate
        aria-labelledby="add-user-title"
        className="space-y-4"
      >
        <ResourceFields
          fields={user.fields}
          values={values}
          columns={1}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        />
        <div className="flex justify-end pt-2">
          <Button
            type="submit"
            aria-disabled={busy || undefined}
            aria-busy={busy}
            className="w-full sm:w-auto"
          >
            {busy ? 'Adding...' : 'Add User'}
          </Button>
        </div>
      </form>
      {unsaved.dialog}
    </Card>
  );
}

/** Why this account cannot be deleted from here, if it cannot. */
function protection(
  user: User,
  me: string,
  admins: number,
): { short: string; long: string } | null {
  if (user._id === me)
    return { short: 'Your account', long: 'You cannot delete your own account.' };
  if (user.role === 'admin' && admins <= 1)
    return { short: 'Last admin', long: 'You cannot delete the last admin.' };
  return null;
}

function DeleteUserCell({
  user,
  reason,
  onAsk,
}: {
  user: User;
  reason: ReturnType<typeof protection>;
  onAsk: () => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="danger-ghost"
        onClick={onAsk}
        disabled={reason !== null}
        aria-label={`Delete user ${user.username}`}
        aria-describedby={reason ? id : undefined}
        title={reason?.long ?? 'Delete user'}
      >
        <Icon name="trash" size={18} />
      </Button>
      {reason && (
        <span id={id} className="text-xs whitespace-nowrap text-slate-500">
          {reason.short}
          <span className="sr-only">: {reason.long}</span>
        </span>
      )}
    </div>
  );
}

/** /private/admin/users: the accounts the server read for the page. */
export function UsersScreen({ initialUsers }: { initialUsers: User[] }) {
  const me = useAdminUser();
  const [users, setUsers, refresh] = useServerState(initialUsers);
  const remove = useDeleteConfirmation<User>({
    path: (u) => user.api.remove(u._id),
    title: 'Delete this user?',
    describe: (u) => (
      <>
        <strong className="font-semibold text-slate-900">{u.username}</strong> ({u.email}) will lose
        access to the panel at once. This cannot be undone.
      </>
    ),
    onDeleted: (u) => {
      setUsers((list) => list.filter((x) => x._id !== u._id));
      refresh();
    },
    what: 'user',
  });

  const admins = users.filter((u) => u.role === 'admin').length;
  const roleChange = useRoleChange({
    me: me.id,
    onChanged: (changed) => {
      setUsers((list) => list.map((u) => (u._id === changed._id ? changed : u)));
      refresh();
    },
  });

  const columns: Column<User>[] = [
    {
      header: 'Username',
      className: `min-w-[9rem] max-w-[14rem] ${PHONE.lead}`,
      cell: (u) => (
        <span className="font-medium text-slate-900">
          {u.username}
          {u._id === me.id && (
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-semibold text-slate-600">
              You
            </span>
          )}
        </span>
      ),
    },
    {
      header: 'Email',
      cell: (u) => <EmailAddress email={u.email} />,
      className: `min-w-[11rem] max-w-[16rem] wrap-anywhere ${PHONE.meta}`,
      phoneLabel: true,
    },
    {
      header: 'Password',
      // A phone's card leaves the mask out: it says nothing about the account.
      className: 'max-sm:hidden',
      // Passwords are stored hashed and never leave the server: only a mask is shown.
      cell: () => (
        <>
          <span aria-hidden="true" className="tracking-widest text-slate-400">
            ••••••••
          </span>
          <span className="sr-only">Hidden</span>
        </>
      ),
    },
    {
      header: 'Role',
      clamp: false,
      cell: (u) => (
        <RoleCell
          user={u}
          locked={u.role === 'admin' && admins <= 1 ? 'The last admin' : null}
          onPick={(role) => roleChange.ask({ user: u, role })}
        />
      ),
    },
    {
      header: 'Actions',
      clamp: false,
      pinned: true,
      className: PHONE.end,
      cell: (u) => (
        <DeleteUserCell
          user={u}
          reason={protection(u, me.id, admins)}
          onAsk={() => remove.ask(u)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeading title="Users" description="Who can sign in to this panel." />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="grid min-w-0 gap-6">
          <AddUserForm
            onCreated={(created) => {
              setUsers((list) => [created, ...list.filter((u) => u._id !== created._id)]);
              refresh();
            }}
          />
          <PasswordForm />
        </div>
        <Card
          title="Manage Users"
          titleId="manage-users-title"
          badge={<CountBadge count={users.length} noun="users" />}
          description="You cannot delete your own account or the last admin."
          bodyClassName=""
        >
          <DataTable
            label="Manage Users"
            rows={users}
            columns={columns}
            empty="No users yet"
            minWidth="min-w-[640px]"
          />
        </Card>
      </div>
      {remove.dialog}
      {roleChange.dialog}
    </>
  );
}
