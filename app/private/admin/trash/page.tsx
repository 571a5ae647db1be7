import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { TrashScreen } from '@/components/admin/trash-screen';
import { readTrash } from '@/lib/api/trash-routes';
import { trash, trashRow } from '@/lib/entities';

export const metadata: Metadata = { title: trash.admin.title };

export default function TrashPage() {
  return adminPage(
    trash.admin.page,
    async (store) => (await readTrash(store)).map(trashRow),
    (items) => <TrashScreen items={items} />,
  );
}
