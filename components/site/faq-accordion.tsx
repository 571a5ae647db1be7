'use client';

import { useId, useState } from 'react';
import type { Faq } from '@/lib/content/faqs';
import { ChevronDown } from '@/components/ui/glyphs';

/**
 * The FAQ accordion: one answer open at a time (the first to begin with), clicking the open
 * question closes it; answers scroll inside a panel of at most 300 px (spec section 9).
 */
export function FaqAccordion({
  faqs,
  initialOpen = 0,
}: {
  faqs: Faq[];
  initialOpen?: number | null;
}) {
  const [open, setOpen] = useState<number | null>(initialOpen);
  const baseId = useId();
  return (
    <div className="divide-y divide-white/10 overflow-hidden rounded-3xl border border-white/10 bg-surface">
      {faqs.map((faq, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={faq.question} className={expanded ? 'bg-surface-2/60' : undefined}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-6 px-6 py-5 text-left font-display text-base font-semibold text-white transition-colors hover:bg-white/[0.03] focus-visible:-outline-offset-2 sm:px-8 sm:py-6 sm:text-lg"
              >
                {faq.question}
                <span
                  aria-hidden="true"
                  className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full border transition duration-300 ${
                    expanded
                      ? 'rotate-180 border-indigo-300/40 bg-indigo-500 text-white'
                      : 'border-white/15 text-slate-300'
                  }`}
                >
                  <ChevronDown size={18} />
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="max-h-[300px] overflow-y-auto px-6 pb-6 animate-[fade-in_300ms_ease-out] sm:px-8 sm:pb-7"
            >
              <p className="max-w-3xl leading-relaxed text-slate-300">{faq.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
