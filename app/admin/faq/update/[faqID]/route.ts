import { updateFaqRoute } from '@/lib/api/content-routes';
import { methodsOtherThan } from '@/lib/api/route';

// PATCH /admin/faq/update/{faqID} — every field, or { position } to move it
export const PATCH = updateFaqRoute();

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
