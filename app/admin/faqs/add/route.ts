import { addFaqRoute } from '@/lib/api/content-routes';
import { methodsOtherThan } from '@/lib/api/route';

// POST /admin/faqs/add — question, answer and where it shows, JSON
export const POST = addFaqRoute();

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
