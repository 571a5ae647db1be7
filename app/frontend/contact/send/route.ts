import { readBody } from '@/lib/api/body';
import { route, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';
import { clientKey, consumeLimit } from '@/lib/rate-limit';
import { contactMessage } from '@/lib/entities';
import { honeypotFilled } from '@/lib/entities/honeypot';
import { inputSchema } from '@/lib/entities/schema';
import { afterResponse } from '@/lib/mail/after-response';
import { firstNotification, notifyLead } from '@/lib/mail/notify';
import { mailSettings } from '@/lib/mail/settings';

// POST /frontend/contact/send — a visitor's message, kept with all five fields; the agency's
// email goes out after the answer, so the visitor never waits for (or fails with) the mail server
const contactInput = inputSchema(contactMessage.fields);

const thanks = () =>
  Response.json(
    {
      message:
        "Thank you! Your message has been sent. We'll get back to you within one business day.",
    },
    { status: 201 },
  );

export const POST = route(async (req) => {
  const body = await readBody(req);
  const input = contactInput.parse(body);
  await consumeLimit('contact', clientKey(req.headers));
  // A bot filled the hidden field: it gets the answer a person gets, and nothing is kept or sent.
  if (honeypotFilled(body)) return thanks();
  const settings = mailSettings();
  const store = await getStore();
  const saved = await store.messages.create({
    ...input,
    notification: firstNotification(settings),
  });
  if (settings) afterResponse(async () => void (await notifyLead(saved, settings)));
  return thanks();
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
