import { orderedListRoute } from '@/lib/api/content-routes';
import { methodsOtherThan } from '@/lib/api/route';
import { faq } from '@/lib/entities';

// GET /admin/faqs/get — every FAQ in the admins' order
export const GET = orderedListRoute(faq);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
