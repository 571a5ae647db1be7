import { orderedGetRoute } from '@/lib/api/content-routes';
import { methodsOtherThan } from '@/lib/api/route';
import { faq } from '@/lib/entities';

// GET /admin/faq/{faqID} — one FAQ
export const GET = orderedGetRoute(faq);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
