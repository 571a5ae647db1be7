import { route, methodsOtherThan } from '@/lib/api/route';
import { HOME_BLOG_COUNT } from '@/lib/entities/blog';
import { getStore } from '@/lib/data';

// GET /frontend/blogs/get-main — the newest posts for the home page
export const GET = route(async () => {
  const store = await getStore();
  const allBlogs = await store.blogs.latest(HOME_BLOG_COUNT);
  return Response.json({ allBlogs }, { status: 200 });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
