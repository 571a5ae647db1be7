import { readBody } from '@/lib/api/body';
import { route, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';
import { clientKey, consumeLimit } from '@/lib/rate-limit';
import { contactMessage } from '@/lib/entities';
import { inputSchema } from '@/lib/entities/schema';

// POST /frontend/contact/send — a visitor's message, kept with all five fields
const contactInput = inputSchema(contactMessage.fields);

export const POST = route(async (req) => {
  const input = contactInput.parse(await readBody(req));
  await consumeLimit('contact', clientKey(req.headers));
  const store = await getStore();
  await store.messages.create(input);
  return Response.json(
    {
      message:
        "Thank you! Your message has been sent. We'll get back to you within one business day.",
    },
    { status: 201 },
  );
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
