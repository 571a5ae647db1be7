import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { CommentsScreen } from '@/components/admin/comments-screen';
import { commentQueue, QUEUE_MAX } from '@/lib/entities';

export const metadata: Metadata = { title: commentQueue.admin.title };

/** /private/admin/comments: the comments awaiting approval. */
export default function CommentsPage() {
  return adminPage(
    commentQueue.admin.page,
    async (store) => {
      const [comments, count] = await Promise.all([
        store.blogs.heldComments(QUEUE_MAX),
        store.blogs.countHeld(),
      ]);
      return { comments, count };
    },
    ({ comments, count }) => <CommentsScreen comments={comments} count={count} />,
  );
}
