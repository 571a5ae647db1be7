import type { PublicFaq } from '@/lib/entities';

/**
 * The FAQ accordion: one answer open at a time (the first to begin with), clicking the open
 * question closes it; answers scroll inside a panel of at most 300 px .
 *
 * Native <details> sharing one `name` make the exclusive accordion: the browser opens, closes,
 * announces (expanded / collapsed) and keys it, with no JavaScript, and find-in-page reaches the
 * closed answers. `name` must be unique on the page.
 */
export function FaqAccordion({
  faqs,
  name,
  initialOpen = 0,
}: {
  faqs: PublicFaq[];
  name: string;
  initialOpen?: number | null;
}) {
  return (
    <div className="divide-y divide-white/10 overflow-hidden rounded-3xl border border-white/10 bg-surface">
      {faqs.map((faq, index) => (
        <details
          key={index}
          name={name}
          open={index === initialOpen || undefined}
          className="faq-item"
        >
          <summary className="faq-question">
            <h3>{faq.question}</h3>
          </summary>
          <div className="faq-answer">
            <p>{faq.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
