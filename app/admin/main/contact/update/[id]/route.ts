import { changedFields } from '@/lib/activity/changes';
import { aboutMessage, recordActivity } from '@/lib/activity/record';
import { readBody } from '@/lib/api/body';
import { adminRoute, notFound, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';
import { INBOX_MESSAGES, inboxFields } from '@/lib/entities/contact-inbox';
import { inputSchema } from '@/lib/entities/schema';

// PATCH /admin/main/contact/update/{id} — mark a contact message handled or not: `{ handled }`
const handledInput = inputSchema(inboxFields);

export const PATCH = adminRoute<{ id: string }>(async (req, { params }, admin) => {
  const { id } = await params;
  const { handled } = handledInput.parse(await readBody(req));
  const store = await getStore();
  const before = await store.messages.get(id);
  const contactMessage = await store.messages.setHandled(id, handled);
  if (!contactMessage) throw notFound('Message');
  await recordActivity(req, admin, {
    action: 'update',
    ...aboutMessage(contactMessage),
    changes: changedFields(
      { handled: before?.handled ?? !handled },
      { handled: contactMessage.handled },
      { handled: 'Handled' },
    ),
  });
  return Response.json(
    {
      contactMessage,
      message: handled ? INBOX_MESSAGES.handled : INBOX_MESSAGES.notHandled,
    },
    { status: 202 },
  );
});

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
