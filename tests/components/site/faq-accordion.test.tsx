import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from '@/components/site/faq-accordion';
import { homeFaqs } from '@/lib/content/faqs';

// Native <details>: the browser runs the accordion. jsdom toggles a <details> on a click on its
// <summary> but does not close the others of a `name` group; tests/e2e/site/home.spec.ts checks
// that exclusivity, the keyboard and the 300 px panel in Chromium.
const items = () => Array.from(document.querySelectorAll('details'));
const question = (text: string) => screen.getByRole('heading', { level: 3, name: text });
const opened = () =>
  items()
    .filter((d) => d.open)
    .map((d) => d.querySelector('h3')?.textContent);

describe('FAQ accordion', () => {
  it('lists the 8 home questions with the first one open', () => {
    render(<FaqAccordion faqs={homeFaqs} name="faq-questions" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      homeFaqs.map((faq) => faq.question),
    );
    expect(opened()).toEqual([homeFaqs[0].question]);
    expect(screen.getByText(homeFaqs[0].answer)).toBeVisible();
    expect(screen.getByText(homeFaqs[1].answer)).not.toBeVisible();
  });

  it('makes one exclusive accordion: every item in the same named group, no script needed', () => {
    const { container } = render(<FaqAccordion faqs={homeFaqs} name="faq-questions" />);
    expect(items()).toHaveLength(8);
    expect(new Set(items().map((d) => d.getAttribute('name')))).toEqual(new Set(['faq-questions']));
    // Each question is the <summary> of its item, the first child the browser makes clickable.
    for (const item of items()) expect(item.firstElementChild?.tagName).toBe('SUMMARY');
    expect(container.querySelector('button, [onclick]')).toBeNull();
  });

  it('opens a question on a click', async () => {
    render(<FaqAccordion faqs={homeFaqs} name="faq-questions" />);
    await userEvent.click(question(homeFaqs[3].question));
    expect(opened()).toContain(homeFaqs[3].question);
    expect(screen.getByText(homeFaqs[3].answer)).toBeVisible();
  });

  it('closes the open answer when its question is clicked again', async () => {
    render(<FaqAccordion faqs={homeFaqs} name="faq-questions" />);
    await userEvent.click(question(homeFaqs[0].question));
    expect(opened()).toEqual([]);
    expect(screen.getByText(homeFaqs[0].answer)).not.toBeVisible();
  });

  it('puts each answer in the scrolling answer panel, and can start with none open', () => {
    render(<FaqAccordion faqs={homeFaqs} name="faq-questions" initialOpen={null} />);
    expect(opened()).toEqual([]);
    const panel = screen.getByText(homeFaqs[2].answer).parentElement!;
    expect(panel).toHaveClass('faq-answer');
    expect(panel.parentElement?.tagName).toBe('DETAILS');
  });
});
