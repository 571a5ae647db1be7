import { aboutMessage, recordActivity } from '@/lib/activity/record';
import { adminRoute, notFound, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';

// DELETE /admin/main/contact/delete/{id} — one contact message
export const DELETE = adminRoute<{ id: string }>(async (req, { params }, admin) => {
  const { id } = await params;
  const store = await getStore();
  const removed = await store.messages.remove(id);
  if (!removed) throw notFound('Message');
  await recordActivity(req, admin, { action: 'delete', ...aboutMessage(removed) });
  return Response.json({ message: 'Message deleted successfully!' }, { status: 203 });
});

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsOtherThan('DELETE');
