import { recordActivity } from '@/lib/activity/record';
import { readBody } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { adminRoute, methodsOtherThan, notFound } from '@/lib/api/route';
import { getStore } from '@/lib/data';
import { ROLE_LABELS, ROLE_NOUNS, user } from '@/lib/entities';
import { inputSchema } from '@/lib/entities/schema';

// PATCH /auth/user/role/{id} — an admin gives an account another role; never the last admin's
// (the check and the write are one guarded store operation, as a delete's are). The account's
// next request is served with its new role: every request reads the role from the store.
const roleInput = inputSchema(user.roleChangeFields);

export const PATCH = adminRoute<{ id: string }>(async (req, { params }, admin) => {
  const { id } = await params;
  const { role } = roleInput.parse(await readBody(req));
  const store = await getStore();
  const before = await store.users.get(id);
  const changed = before && (await store.users.setRoleUnlessLastAdmin(id, role));
  if (changed === 'last-admin') {
    throw new ApiError(409, 'The site needs at least one admin: make someone else an admin first!');
  }
  if (!changed) throw notFound('User');
  if (before.role !== changed.role) {
    await recordActivity(req, admin, {
      action: 'role',
      kind: 'user',
      recordId: changed._id,
      label: changed.username,
      changes: [{ field: 'Role', from: ROLE_LABELS[before.role], to: ROLE_LABELS[changed.role] }],
    });
  }
  return Response.json(
    { message: `${changed.username} is now ${ROLE_NOUNS[role]}.`, user: changed },
    { status: 200 },
  );
});

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
