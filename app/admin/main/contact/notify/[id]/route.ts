import { aboutMessage, recordActivity } from '@/lib/activity/record';
import { ApiError } from '@/lib/api/errors';
import { adminRoute, notFound, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';
import { NOTIFICATION_SENDING_MS } from '@/lib/entities';
import { INBOX_MESSAGES } from '@/lib/entities/contact-inbox';
import { notifyLead } from '@/lib/mail/notify';
import { mailSettings } from '@/lib/mail/settings';

// POST /admin/main/contact/notify/{id} — send a contact message's notification email again, now:
// 202 once the mail server has accepted it; 409 when no mail server is set up, or while another
// send of it is under way (the one after the visitor's answer, or another admin's); 502 when the
// mail server refused it or could not be reached (the message then shows that error in the panel)
export const POST = adminRoute<{ id: string }>(async (req, { params }, admin) => {
  const { id } = await params;
  const store = await getStore();
  const message = await store.messages.get(id);
  if (!message) throw notFound('Message');
  const settings = mailSettings();
  if (!settings) throw new ApiError(409, INBOX_MESSAGES.mailNotConfigured);
  const now = Date.now();
  const claimed = await store.messages.claimNotification(id, {
    at: new Date(now).toISOString(),
    staleBefore: new Date(now - NOTIFICATION_SENDING_MS).toISOString(),
  });
  if (!claimed) {
    if (!(await store.messages.get(id))) throw notFound('Message');
    throw new ApiError(409, INBOX_MESSAGES.notifyInProgress);
  }
  const { notification, message: contactMessage } = await notifyLead(claimed, settings);
  await recordActivity(req, admin, {
    action: 'notify',
    ...aboutMessage(claimed),
    changes: [
      {
        field: 'Notification',
        from: null,
        to: notification.state === 'failed' ? `Failed: ${notification.error}` : 'Sent',
      },
    ],
  });
  if (notification.state === 'failed') {
    return Response.json(
      { message: `${INBOX_MESSAGES.notifyFailed}${notification.error}` },
      { status: 502 },
    );
  }
  if (!contactMessage) throw notFound('Message');
  return Response.json({ contactMessage, message: INBOX_MESSAGES.notified }, { status: 202 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
