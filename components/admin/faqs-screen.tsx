'use client';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { faq, type Faq } from '@/lib/entities';
import { Card, CountBadge, PageHeading } from './card';
import { FaqForm, type ServiceChoice } from './faq-form';
import { OrderedList } from './ordered-list';
import { useDeleteConfirmation } from './use-delete';
import { useServerState } from './use-server-state';

/** Where an FAQ shows, in a few words: 'Home page · Web Development, SEO'. */
function placesOf(row: Faq, services: ServiceChoice[]): string {
  const titles = services.filter((s) => row.services.includes(s._id)).map((s) => s.title);
  const places = [row.home ? 'Home page' : '', titles.join(', ')].filter(Boolean);
  return places.length ? places.join(' · ') : 'Not shown anywhere';
}

/** /private/admin/faqs: the add form and every FAQ in order, to move, edit or delete. */
export function FaqsScreen({ faqs, services }: { faqs: Faq[]; services: ServiceChoice[] }) {
  const [rows, setRows, refresh] = useServerState(faqs);
  const remove = useDeleteConfirmation<Faq>({
    path: (row) => faq.api.remove(row._id),
    title: 'Delete this FAQ?',
    describe: (row) => (
      <>
        <strong dir="auto" className="font-semibold text-slate-900">
          {row.question}
        </strong>{' '}
        will be removed from every page that shows it and kept in the Trash for 30 days, in case you
        need it back.
      </>
    ),
    onDeleted: (row) => {
      setRows((list) => list.filter((r) => r._id !== row._id));
      refresh();
    },
    what: 'FAQ',
  });

  return (
    <>
      <PageHeading title={faq.admin.title} description={faq.admin.description} />
      <div className="space-y-6">
        <FaqForm
          services={services}
          onSaved={(record) => {
            setRows((list) => [...list, record]);
            refresh();
          }}
        />
        <Card
          title="All FAQs"
          titleId="faqs-list-title"
          badge={<CountBadge count={rows.length} noun="FAQs" />}
          description="The order here is the order on every page."
          bodyClassName=""
        >
          <OrderedList
            label="All FAQs"
            rows={rows}
            onReorder={setRows}
            updatePath={faq.api.update}
            editPath={faq.admin.edit}
            name={(row) => row.question}
            details={(row) => placesOf(row, services)}
            empty="No FAQs added yet"
            actions={(row) => (
              <Button
                variant="danger-ghost"
                onClick={() => remove.ask(row)}
                aria-label={`Delete ${row.question}`}
                title="Delete"
              >
                <Icon name="trash" size={18} />
              </Button>
            )}
          />
        </Card>
      </div>
      {remove.dialog}
    </>
  );
}
