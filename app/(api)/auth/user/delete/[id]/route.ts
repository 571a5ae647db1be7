import { ApiError } from '@/lib/api/errors';
import { adminRoute, notFound, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';

// DELETE /auth/user/delete/{id} — never your own account, never the last admin
export const DELETE = adminRoute<{ id: string }>(async (_req, { params }, admin) => {
  const { id } = await params;
  const store = await getStore();
  const target = await store.users.get(id);
  if (!target) throw notFound('User');
  if (target._id === admin._id) throw new ApiError(409, 'You cannot delete your own account!');
  if (target.role === 'admin' && (await store.users.countByRole('admin')) <= 1) {
    throw new ApiError(409, 'You cannot delete the last admin!');
  }
  await store.users.remove(id);
  return Response.json({ message: 'User deleted successfully!' }, { status: 203 });
});

export const { GET, POST, PUT, PATCH } = methodsOtherThan('DELETE');
