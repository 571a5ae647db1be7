import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from '@/components/site/faq-accordion';
import { homeFaqs } from '@/lib/content/faqs';

const question = (text: string) => screen.getByRole('button', { name: text });
const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-expanded') === 'true')
    .map((b) => b.textContent);

describe('FAQ accordion', () => {
  it('lists the 8 home questions with the first one open', () => {
    render(<FaqAccordion faqs={homeFaqs} />);
    expect(screen.getAllByRole('button')).toHaveLength(8);
    expect(expanded()).toEqual([homeFaqs[0].question]);
    expect(screen.getByText(homeFaqs[0].answer)).toBeVisible();
    expect(screen.getByText(homeFaqs[1].answer)).not.toBeVisible();
  });

  it('opens one answer at a time', async () => {
    render(<FaqAccordion faqs={homeFaqs} />);
    await userEvent.click(question(homeFaqs[3].question));
    expect(expanded()).toEqual([homeFaqs[3].question]);
    expect(screen.getByText(homeFaqs[3].answer)).toBeVisible();
    expect(screen.getByText(homeFaqs[0].answer)).not.toBeVisible();
  });

  it('closes the open answer when its question is clicked again', async () => {
    render(<FaqAccordion faqs={homeFaqs} />);
    await userEvent.click(question(homeFaqs[0].question));
    expect(expanded()).toEqual([]);
    expect(screen.getByText(homeFaqs[0].answer)).not.toBeVisible();
  });

  it('ties each button to its answer panel, which scrolls within 300 px', () => {
    render(<FaqAccordion faqs={homeFaqs} />);
    const button = question(homeFaqs[0].question);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', button.id);
    expect(panel).toHaveTextContent(homeFaqs[0].answer);
    expect(panel.className).toContain('max-h-[300px]');
    expect(panel.className).toContain('overflow-y-auto');
  });

  it('works from the keyboard', async () => {
    render(<FaqAccordion faqs={homeFaqs} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(question(homeFaqs[1].question)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(expanded()).toEqual([homeFaqs[1].question]);
  });
});
