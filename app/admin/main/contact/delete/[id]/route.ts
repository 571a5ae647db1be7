import { adminRoute, notFound, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';

// DELETE /admin/main/contact/delete/{id} — one contact message
export const DELETE = adminRoute<{ id: string }>(async (_req, { params }) => {
  const { id } = await params;
  const store = await getStore();
  if (!(await store.messages.remove(id))) throw notFound('Message');
  return Response.json({ message: 'Message deleted successfully!' }, { status: 203 });
});

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsOtherThan('DELETE');
