import type { Metadata } from 'next';
import { ContactForm } from '@/components/site/contact/contact-form';
import { FormNotices } from '@/components/site/form-notice';
import { CONTACT_FORM_NOTICES, CONTACT_SENT, FORM_NOT_SENT } from '@/lib/content/notices';
import { HoneypotField } from '@/components/site/honeypot-field';
import { Particles } from '@/components/site/contact/particles';
import { Icon } from '@/components/ui/icons';
import { contactPage } from '@/lib/content/site';
import { contactExtra, pageMeta } from '@/lib/content/page-copy';
import { getSiteSettings } from '@/lib/data/public';
import { siteView } from '@/lib/data/site-content';
import { pageMetadata } from '@/lib/page-metadata';

export const revalidate = 300;

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ ...pageMeta.contact, path: '/contact' });

/** The ways to reach the agency, from its settings. */
function contactDetails(site: ReturnType<typeof siteView>) {
  return [
    { icon: 'mail', label: contactExtra.email, value: site.email, href: `mailto:${site.email}` },
    {
      icon: 'phone',
      label: contactExtra.phone,
      value: site.phone,
      href: site.whatsappUrl,
      external: true,
    },
    {
      icon: 'map-pin',
      label: contactExtra.office,
      value: site.address,
      href: site.mapUrl,
      external: true,
    },
  ] as const;
}

/** /contact: 'Ready to take a leap?', 20 particles, the 'Get In Touch' form */
export default async function ContactPage() {
  const settings = await getSiteSettings();
  const details = contactDetails(siteView(settings));
  return (
    <main id="main" tabIndex={-1} className="overflow-x-clip outline-none">
      <section className="relative isolate overflow-hidden pt-32 pb-40 sm:pt-44 sm:pb-48">
        <div aria-hidden="true" className="absolute inset-0 -z-20">
          <div className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_70%_70%_at_50%_20%,#000_30%,transparent_100%)]" />
          <div className="absolute -top-40 left-1/2 h-[40rem] w-[70rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgba(99,102,241,0.35),transparent)]" />
          <div className="absolute top-40 -right-32 h-[26rem] w-[26rem] bg-[radial-gradient(closest-side,rgba(34,211,238,0.18),transparent)]" />
        </div>
        <Particles />
        <div className="container-site text-center">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-indigo-400/25 bg-indigo-500/10 px-3.5 py-1 text-xs font-semibold tracking-[0.16em] text-indigo-200 uppercase">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-300" />
            Booking projects for next month
          </p>
          <h1 className="mx-auto max-w-4xl font-display text-[2.6rem] leading-[1.05] font-bold tracking-[-0.035em] text-balance text-white sm:text-6xl lg:text-7xl">
            Ready to take a <span className="text-gradient">leap?</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-300 sm:text-xl">
            {contactPage.subtext}
          </p>
        </div>
      </section>

      <section
        aria-labelledby="contact-form-heading"
        className="relative z-10 -mt-28 pb-16 sm:-mt-32"
      >
        <div className="container-site">
          <div className="mx-auto max-w-[850px] rounded-[2rem] border border-white/10 bg-surface/95 p-6 shadow-2xl shadow-black/50 sm:p-10 lg:p-12">
            <h2
              id="contact-form-heading"
              className="font-display text-2xl font-semibold tracking-tight text-white sm:text-3xl"
            >
              {contactPage.formTitle}
            </h2>
            <p className="mt-2 text-slate-400">{contactPage.formSubtitle}</p>
            <FormNotices
              ids={CONTACT_FORM_NOTICES}
              done={
                <span>
                  {CONTACT_SENT}{' '}
                  <a href="/contact" className="font-semibold underline">
                    Send another message
                  </a>
                </span>
              }
              failed={FORM_NOT_SENT.contact}
            />
            <ContactForm
              subjects={settings.contactSubjects}
              subjectPlaceholder={contactPage.subjectPlaceholder}
              submitLabel={contactPage.submitLabel}
              trap={<HoneypotField id="contact-website" />}
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="contact-details-heading" className="pb-24 sm:pb-28">
        <div className="container-site">
          <h2
            id="contact-details-heading"
            className="text-center font-display text-xl font-semibold text-white"
          >
            {contactExtra.detailsHeading}
          </h2>
          <ul className="mx-auto mt-8 grid max-w-5xl gap-4 lg:grid-cols-3">
            {details.map((item) => (
              <li key={item.label}>
                <a
                  href={item.href}
                  {...('external' in item ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="group flex h-full items-start gap-4 rounded-3xl border border-white/10 bg-surface p-6 transition hover:-translate-y-0.5 hover:border-indigo-300/30"
                >
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-indigo-500/15 text-indigo-300">
                    <Icon name={item.icon} size={20} />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-medium text-slate-400">{item.label}</span>
                    <span className="mt-1 block font-semibold break-words text-white">
                      {item.value}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
