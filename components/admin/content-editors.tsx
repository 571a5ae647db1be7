'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Icon } from '@/components/ui/icons';
import { faq, service, type Faq, type Service } from '@/lib/entities';
import { PageHeading } from './card';
import { FaqForm, type ServiceChoice } from './faq-form';
import { ServiceForm } from './service-form';
import { useServerState } from './use-server-state';

function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className="mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <Icon name="arrow-left" size={16} /> {label}
    </Link>
  );
}

/** /private/admin/faq/{id}: one FAQ's question, answer and places. */
export function FaqEditor({
  record: initial,
  services,
}: {
  record: Faq;
  services: ServiceChoice[];
}) {
  const [record, setRecord, refresh] = useServerState(initial);
  const router = useRouter();
  return (
    <>
      <BackLink href={faq.admin.page} label="All FAQs" />
      <PageHeading
        title="Update FAQ"
        description={
          <>
            Editing <bdi>{record.question}</bdi>
          </>
        }
      />
      <FaqForm
        key={record.updatedAt}
        record={record}
        services={services}
        onCancel={() => router.push(faq.admin.page)}
        onSaved={(next) => {
          setRecord(next);
          refresh();
        }}
      />
    </>
  );
}

/** /private/admin/service/{id}: every part of one service's card and page. */
export function ServiceEditor({ record: initial }: { record: Service }) {
  const [record, setRecord, refresh] = useServerState(initial);
  const router = useRouter();
  return (
    <>
      <BackLink href={service.admin.page} label="All services" />
      <PageHeading
        title="Update Service"
        description={
          <>
            Editing <bdi>{record.title}</bdi>
            {record.retired ? ' (retired)' : ''}
          </>
        }
      >
        {!record.retired && (
          <a
            href={`/service/${record.slug}`}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:text-indigo-900"
          >
            View page <Icon name="external" size={16} />
          </a>
        )}
      </PageHeading>
      <ServiceForm
        key={record.updatedAt}
        record={record}
        onCancel={() => router.push(service.admin.page)}
        onSaved={(next) => {
          setRecord(next);
          refresh();
        }}
      />
    </>
  );
}
