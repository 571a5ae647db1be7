import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogComments } from '@/components/site/blog/blog-comments';
import { ContactForm } from '@/components/site/contact/contact-form';
import { Toaster } from '@/components/ui/toaster';
import { contactPage } from '@/lib/content/site';
import { clearToasts, fakeFetch, findToast } from './utils';
import { HoneypotField } from '@/components/site/honeypot-field';

jest.mock('next/navigation', () => jest.requireActual('./utils').navigationMock);

afterEach(clearToasts);

/** Typed by pasting: userEvent.type cannot enter every invisible character one key at a time. */
function paste(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the visitor forms refuse text that only looks filled in', () => {
  test.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['a right-to-left override and a joiner', '\u202E\u200D'],
    ['a byte-order mark and no-break spaces', '\uFEFF\u00A0\u00A0'],
  ])(
    'comment form: a name of %s is "Please fill all fields!", and nothing is sent',
    async (_, text) => {
      const { fetchMock } = fakeFetch([201, {}]);
      render(
        <>
          <BlogComments blogId="65f1a3000000000000000001" comments={[]} />
          <Toaster />
        </>,
      );
      paste('Name', text);
      paste('Email', 'ana@example.com');
      paste('Comment', 'A real comment.');
      await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
      expect(await findToast('Please fill all fields!')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  test('contact form: a message of invisible characters is a validation error, and nothing is sent', async () => {
    const { fetchMock } = fakeFetch([201, { message: 'ok' }]);
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
    );
    paste('Name', 'Jane Cooper');
    paste('Email', 'jane@example.com');
    paste('Phone', '+1 415 555 0100');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Consultation');
    paste('Message', '\u2060\u200B\u3164');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await findToast('Please fill all fields!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('the comment counter counts as the server does: an emoji is two of the 300', () => {
    render(<BlogComments blogId="65f1a3000000000000000001" comments={[]} />);
    paste('Comment', '😀'.repeat(10));
    expect(screen.getByText('20/300')).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveAttribute('maxLength', '300');
  });

  test('a comment of 150 emoji (300 units, the most the server takes) is sent', async () => {
    const { fetchMock } = fakeFetch('pending');
    render(
      <>
        <BlogComments blogId="65f1a3000000000000000001" comments={[]} />
        <Toaster />
      </>,
    );
    paste('Name', 'Ana');
    paste('Email', 'ana@example.com');
    paste('Comment', '😀'.repeat(150));
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
