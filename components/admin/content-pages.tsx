import type { Metadata } from 'next';
import { cache } from 'react';
import { getStore, type Store } from '@/lib/data';
import { faq, service } from '@/lib/entities';
import { adminPage } from './admin-page';
import { FaqEditor, ServiceEditor } from './content-editors';
import type { ServiceChoice } from './faq-form';
import { FaqsScreen } from './faqs-screen';
import { LoadError } from './load-error';
import { ServicesScreen } from './services-screen';
import { mayUse } from '@/lib/auth/permissions';
import { getCurrentUser } from '@/lib/auth/server-session';

/** The panel's pages of the site's FAQs and services, read on the server for each request. */

type Params = { params: Promise<Record<string, string>> };

const serviceChoices = async (store: Store): Promise<ServiceChoice[]> =>
  (await store.services.list()).map(({ _id, title, retired }) => ({ _id, title, retired }));

export function FaqsPage() {
  return adminPage(
    faq.admin.page,
    async (store) => Promise.all([store.faqs.list(), serviceChoices(store)]),
    ([faqs, services]) => <FaqsScreen faqs={faqs} services={services} />,
  );
}

export function ServicesPage() {
  return adminPage(
    service.admin.page,
    (store) => store.services.list(),
    (services) => <ServicesScreen services={services} />,
  );
}

const readFaq = cache(async (id: string) => (await getStore()).faqs.get(id));
const readService = cache(async (id: string) => (await getStore()).services.get(id));

function notFoundView(noun: string, page: string, title: string) {
  return (
    <LoadError
      notFound={`This ${noun} was not found`}
      backHref={page}
      backLabel={`Back to ${title}`}
    />
  );
}

export async function FaqPage({ params }: Params) {
  const id = (await params)[faq.api.param] ?? '';
  return adminPage(
    faq.admin.edit(id),
    async (store) => Promise.all([readFaq(id), serviceChoices(store)]),
    ([record, services]) =>
      record ? (
        <FaqEditor record={record} services={services} />
      ) : (
        notFoundView('FAQ', faq.admin.page, 'FAQs')
      ),
  );
}

export async function ServicePage({ params }: Params) {
  const id = (await params)[service.api.param] ?? '';
  return adminPage(
    service.admin.edit(id),
    () => readService(id),
    (record) =>
      record ? (
        <ServiceEditor record={record} />
      ) : (
        notFoundView('service', service.admin.page, 'services')
      ),
  );
}

/**
 * An edit page's title: its form's, or '... not found'; only the request of a role that may use
 * the page reads the record.
 */
export function contentMetadata(kind: 'faq' | 'service') {
  const [entity, read] = kind === 'faq' ? [faq, readFaq] : [service, readService];
  const heading = kind === 'faq' ? 'Update FAQ' : 'Update Service';
  return async function generateMetadata({ params }: Params): Promise<Metadata> {
    const user = await getCurrentUser();
    const id = (await params)[entity.api.param] ?? '';
    if (!user || !mayUse(user.role, entity.admin.edit(id))) return { title: heading };
    const found = (await read(id)) !== null;
    return { title: found ? heading : `${entity.label} not found` };
  };
}
