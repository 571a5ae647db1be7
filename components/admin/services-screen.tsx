'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast';
import { adminRequest } from '@/lib/admin/request';
import { service, servicePath, type Service } from '@/lib/entities';
import { Card, CountBadge, PageHeading } from './card';
import { OrderedList } from './ordered-list';
import { ServiceForm } from './service-form';
import { useDeleteConfirmation } from './use-delete';
import { useFailureHandler } from './use-failure';
import { useServerState } from './use-server-state';

/**
 * /private/admin/services: every service in order (the grid's, the footer's and the home
 * teaser's), to move, edit, retire or publish again; and the form that adds one.
 */
export function ServicesScreen({ services }: { services: Service[] }) {
  const [rows, setRows, refresh] = useServerState(services);
  const [restoring, setRestoring] = useState<string | null>(null);
  const onFailure = useFailureHandler();
  const retire = useDeleteConfirmation<Service>({
    path: (row) => service.api.remove(row._id),
    title: 'Retire this service?',
    describe: (row) => (
      <>
        <strong dir="auto" className="font-semibold text-slate-900">
          {row.title}
        </strong>{' '}
        leaves the services grid, the footer and the sitemap, and its page{' '}
        <code className="text-slate-700">{servicePath(row.slug)}</code> redirects to /services for
        good. You can publish it again later.
      </>
    ),
    onDeleted: (row) => {
      setRows((list) => list.map((r) => (r._id === row._id ? { ...r, retired: true } : r)));
      refresh();
    },
    what: 'service',
    confirmLabel: 'Retire',
    busyLabel: 'Retiring...',
  });

  async function publishAgain(row: Service) {
    setRestoring(row._id);
    try {
      const answer = await adminRequest<{ service: Service; message: string }>(
        service.api.update(row._id),
        { method: 'PATCH', body: { retired: false }, expect: 202 },
      );
      setRows((list) => list.map((r) => (r._id === row._id ? answer.service : r)));
      toast.success(answer.message);
      refresh();
    } catch (error) {
      onFailure(error, 'publish service');
    } finally {
      setRestoring(null);
    }
  }

  const published = rows.filter((r) => !r.retired).length;
  return (
    <>
      <PageHeading title={service.admin.title} description={service.admin.description} />
      <div className="space-y-6">
        <Card
          title="All Services"
          titleId="services-list-title"
          badge={<CountBadge count={published} noun="published services" />}
          description="The order here is the order of the grid, the footer and the home page."
          bodyClassName=""
        >
          <OrderedList
            label="All Services"
            rows={rows}
            onReorder={setRows}
            updatePath={service.api.update}
            editPath={service.admin.edit}
            name={(row) => row.title}
            details={(row) => (
              <span className="inline-flex flex-wrap items-center gap-2">
                <code>{servicePath(row.slug)}</code>
                {row.retired ? (
                  <span className="rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-800">
                    Retired
                  </span>
                ) : (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-700">
                    Published
                  </span>
                )}
              </span>
            )}
            empty="No services added yet"
            actions={(row) =>
              row.retired ? (
                <Button
                  variant="ghost"
                  onClick={() => publishAgain(row)}
                  aria-busy={restoring === row._id}
                  aria-label={`Publish again ${row.title}`}
                  title="Publish again"
                >
                  <Icon name="refresh" size={18} />
                </Button>
              ) : (
                <Button
                  variant="danger-ghost"
                  onClick={() => retire.ask(row)}
                  aria-label={`Retire ${row.title}`}
                  title="Retire"
                >
                  <Icon name="trash" size={18} />
                </Button>
              )
            }
          />
        </Card>
        <ServiceForm
          onSaved={(record) => {
            setRows((list) => [...list, record]);
            refresh();
          }}
        />
      </div>
      {retire.dialog}
    </>
  );
}
