import { recordActivity } from '@/lib/activity/record';
import { ApiError } from '@/lib/api/errors';
import { adminRoute, notFound, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';

// DELETE /auth/user/delete/{id} — never your own account, never the last admin. The last-admin
// check and the delete are one guarded store operation, so two admins deleting each other at
// the same moment cannot leave none.
export const DELETE = adminRoute<{ id: string }>(async (req, { params }, admin) => {
  const { id } = await params;
  const store = await getStore();
  const target = await store.users.get(id);
  if (!target) throw notFound('User');
  if (target._id === admin._id) throw new ApiError(409, 'You cannot delete your own account!');
  const removed = await store.users.removeUnlessLastAdmin(id);
  if (removed === 'last-admin') throw new ApiError(409, 'You cannot delete the last admin!');
  if (!removed) throw notFound('User');
  await recordActivity(req, admin, {
    action: 'delete',
    kind: 'user',
    recordId: removed._id,
    label: removed.username,
  });
  return Response.json({ message: 'User deleted successfully!' }, { status: 203 });
});

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsOtherThan('DELETE');
