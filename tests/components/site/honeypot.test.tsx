import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogComments } from '@/components/site/blog/blog-comments';
import { ContactForm } from '@/components/site/contact/contact-form';
import { Toaster } from '@/components/ui/toaster';
import { contactPage } from '@/lib/content/site';
import { clearToasts, fakeFetch } from './utils';
import { HoneypotField } from '@/components/site/honeypot-field';

jest.mock('next/navigation', () => jest.requireActual('./utils').navigationMock);

/**
 * The hidden `website` field of the visitor forms: bots fill it, people never meet it (not
 * reachable with Tab, hidden from screen readers with its label, never autofilled).
 */

const FORMS = {
  contact: {
    render: () =>
      render(
        <>
          <ContactForm
            subjects={contactPage.subjects}
            subjectPlaceholder={contactPage.subjectPlaceholder}
            submitLabel={contactPage.submitLabel}
            trap={<HoneypotField id="contact-website" />}
          />
          <Toaster />
        </>,
      ),
    async fill() {
      await userEvent.type(screen.getByLabelText('Name'), 'Jane Cooper');
      await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
      await userEvent.type(screen.getByLabelText('Phone'), '+1 415 555 0100');
      await userEvent.selectOptions(screen.getByLabelText('Subject'), 'UI/UX Design');
      await userEvent.type(screen.getByLabelText('Message'), 'We need a redesign.');
    },
    submit: 'Send Message',
    answer: [201, { message: 'Thanks' }] as [number, unknown],
  },
  comment: {
    render: () =>
      render(
        <>
          <BlogComments blogId="65f1a3000000000000000001" comments={[]} />
          <Toaster />
        </>,
      ),
    async fill() {
      await userEvent.type(screen.getByLabelText('Name'), 'Ana Ruiz');
      await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
      await userEvent.type(screen.getByLabelText('Comment'), 'Very useful, thanks!');
    },
    submit: 'Post Comment',
    answer: [
      201,
      { updatedBlog: { _id: '65f1a3000000000000000001', comments: [] }, message: 'Thanks' },
    ] as [number, unknown],
  },
};

afterEach(clearToasts);

describe.each(Object.entries(FORMS))('the %s form', (_name, form) => {
  const trap = (container: HTMLElement) =>
    container.querySelector<HTMLInputElement>('input[name="website"]')!;

  it('has a trap field that the keyboard and screen readers never meet', async () => {
    const { container } = form.render();
    const field = trap(container);
    expect(field).toBeInTheDocument();
    expect(field).toHaveAttribute('tabindex', '-1');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not in the accessibility tree: no role query finds it, by its label or otherwise.
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    expect(screen.getAllByRole('textbox')).not.toContain(field);
    // Tab goes through every field and the button without stopping on it.
    const reached: Element[] = [];
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      reached.push(document.activeElement!);
    }
    expect(reached).not.toContain(field);
    expect(reached).toContain(screen.getByRole('button', { name: form.submit }));
  });

  const sentBody = (fetchMock: jest.Mock) => {
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    return JSON.parse(String(init.body)) as Record<string, unknown>;
  };

  it('sends no trap value when a person submits', async () => {
    const { fetchMock } = fakeFetch(form.answer);
    form.render();
    await form.fill();
    await userEvent.click(screen.getByRole('button', { name: form.submit }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody(fetchMock)).not.toHaveProperty('website');
  });

  it('sends what a bot put in the trap, for the server to recognise it', async () => {
    const { fetchMock } = fakeFetch(form.answer);
    const { container } = form.render();
    await form.fill();
    fireEvent.change(trap(container), { target: { value: 'https://spam.example' } });
    await userEvent.click(screen.getByRole('button', { name: form.submit }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody(fetchMock)).toMatchObject({ website: 'https://spam.example' });
  });
});
