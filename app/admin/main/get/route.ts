import { readDashboard } from '@/lib/admin/dashboard';
import { adminRoute, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';

// GET /admin/main/get — the six dashboard counts and every contact message, newest first
export const GET = adminRoute(async () => {
  return Response.json(await readDashboard(await getStore()), { status: 200 });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
