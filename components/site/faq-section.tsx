import Link from 'next/link';
import type { ReactNode } from 'react';
import type { PublicFaq } from '@/lib/entities';
import { Icon } from '@/components/ui/icons';
import { FaqAccordion } from './faq-accordion';

interface FaqSectionProps {
  faqs: PublicFaq[];
  eyebrow?: string;
  heading: string;
  text: ReactNode;
  id?: string;
}

/**
 * A FAQ block; only rendered when there are questions. It carries no FAQPage structured data:
 * search engines show FAQ results only for government and health sites, and the answers would
 * be in the page three times over (markup, data block, and the data block in the payload).
 */
export function FaqSection({ faqs, eyebrow, heading, text, id = 'faq' }: FaqSectionProps) {
  if (faqs.length === 0) return null;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="section-y">
      <div className="container-site grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-4">
          <div className="lg:sticky lg:top-28">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <h2
              id={`${id}-heading`}
              className="font-display text-3xl leading-tight font-semibold tracking-tight text-balance text-white sm:text-4xl"
            >
              {heading}
            </h2>
            <p className="mt-5 leading-relaxed text-slate-300">{text}</p>
            <Link
              prefetch={false}
              href="/contact"
              className="mt-8 inline-flex items-center gap-2 rounded-full text-sm font-semibold text-indigo-300 transition-colors hover:text-indigo-200"
            >
              Ask us anything
              <Icon name="arrow-right" size={16} />
            </Link>
          </div>
        </div>
        <div className="lg:col-span-8">
          <FaqAccordion faqs={faqs} name={`${id}-questions`} />
        </div>
      </div>
    </section>
  );
}
