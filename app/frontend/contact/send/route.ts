import { readBody } from '@/lib/api/body';
import { backToForm, isBrowserFormPost } from '@/lib/api/form-post';
import { CONTACT_FORM_NOTICES, CONTACT_SENT } from '@/lib/content/notices';
import { route, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';
import { admitVisitor } from '@/lib/proof-of-work';
import { readSettings } from '@/lib/data/site-content';
import { ApiError } from '@/lib/api/errors';
import { FILL_ALL } from '@/lib/content/notices';
import { contactMessage } from '@/lib/entities';
import { honeypotFilled } from '@/lib/entities/honeypot';
import { inputSchema } from '@/lib/entities/schema';
import { afterResponse } from '@/lib/mail/after-response';
import { firstNotification, notifyLead } from '@/lib/mail/notify';
import { mailSettings } from '@/lib/mail/settings';

// POST /frontend/contact/send — a visitor's message, kept with all five fields; the agency's
// email goes out after the answer, so the visitor never waits for (or fails with) the mail server
const contactInput = inputSchema(contactMessage.fields);

const thanks = () => Response.json({ message: CONTACT_SENT }, { status: 201 });

const send = route(async (req) => {
  const body = await readBody(req);
  const input = contactInput.parse(body);
  const store = await getStore();
  // A subject outside the settings' list is refused as a missing one, as the form's select has it.
  if (!(await readSettings(store)).contactSubjects.includes(input.subject)) {
    throw new ApiError(400, FILL_ALL);
  }
  const refused = await admitVisitor('contact', req, body);
  if (refused) return refused;
  // A bot filled the hidden field: it gets the answer a person gets, and nothing is kept or sent.
  if (honeypotFilled(body)) return thanks();
  const settings = mailSettings();
  const saved = await store.messages.create({
    ...input,
    notification: firstNotification(settings),
  });
  if (settings) afterResponse(async () => void (await notifyLead(saved, settings)));
  return thanks();
});

export const POST: typeof send = async (req, ctx) => {
  const res = await send(req, ctx);
  return isBrowserFormPost(req) ? backToForm(res, CONTACT_FORM_NOTICES) : res;
};

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
