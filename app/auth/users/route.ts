import { adminRoute, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';

// GET /auth/users — every account, newest first, never with a password or hash
export const GET = adminRoute(async () => {
  const store = await getStore();
  return Response.json({ users: await store.users.list() }, { status: 200 });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
