import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/site/contact/contact-form';
import { Toaster } from '@/components/ui/toaster';
import { contactPage } from '@/lib/content/site';
import { clearToasts, fakeFetch, findToast, queryToast } from './utils';
import { HoneypotField } from '@/components/site/honeypot-field';

const SERVER_MESSAGE =
  "Thank you! Your message has been sent. We'll get back to you within one business day.";

function setup() {
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
}

async function fillAll() {
  await userEvent.type(screen.getByLabelText('Name'), 'Jane Cooper');
  await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), '+1 415 555 0100');
  await userEvent.selectOptions(screen.getByLabelText('Subject'), 'UI/UX Design');
  await userEvent.type(screen.getByLabelText('Message'), 'We need a redesign.');
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

/** The notice's title and text, as a visitor reads them. */
async function notice(text: string) {
  const message = await findToast(text);
  return message.closest('[role="status"], [role="alert"]')!;
}

afterEach(clearToasts);

describe('the contact form', () => {
  it('has the five fields: subject with "Select Subject" and the three subjects, an 8-row message', () => {
    setup();
    const subject = screen.getByLabelText('Subject');
    expect(
      within(subject)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Select Subject'],
      ['Web Development', 'Web Development'],
      ['UI/UX Design', 'UI/UX Design'],
      ['Consultation', 'Consultation'],
    ]);
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '8');
    for (const label of ['Name', 'Email', 'Phone'])
      expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('with a field missing shows "Validation Error" / "Please fill all fields!" and sends nothing', async () => {
    const { fetchMock } = fakeFetch([201, { message: SERVER_MESSAGE }]);
    setup();
    await send();
    expect(await notice('Please fill all fields!')).toHaveTextContent('Validation Error');
    // Every empty field is marked, so the visitor sees all that is missing at once; the first
    // takes the focus. Filling a field clears its own mark.
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await fillAll();
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message'])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), '');
    await send();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sent twice while blank, or refused and then failing, shows one notice, the latest', async () => {
    fakeFetch([500, { message: 'boom' }]);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    await send();
    await send();
    await notice('Please fill all fields!');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await fillAll();
    await send();
    await notice('Something went wrong. Please try again!');
    // The failure replaced the form's validation notice rather than stacking under it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(queryToast('Please fill all fields!')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('shows a spinner in the button while sending, then the server’s message in place of the form', async () => {
    const { fetchMock, release } = fakeFetch('pending');
    setup();
    await fillAll();
    await send();

    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sending...');
    // The same button, unavailable while sending: the focus stays on it.
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/frontend/contact/send',
      expect.objectContaining({ method: 'POST' }),
    );
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Jane Cooper',
      email: 'jane@example.com',
      phone: '+1 415 555 0100',
      subject: 'UI/UX Design',
      message: 'We need a redesign.',
    });

    await act(async () => release([201, { message: SERVER_MESSAGE }]));
    // The thank-you state stands where the form was, focused, and stays: no toast repeats it.
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Message sent');
    expect(thanks).toHaveTextContent(SERVER_MESSAGE);
    expect(thanks).toHaveFocus();
    expect(thanks.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    expect(screen.getAllByText(SERVER_MESSAGE)).toHaveLength(1);

    // Another message: the form again, empty, its first field focused.
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.queryByText(SERVER_MESSAGE)).not.toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message'])
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it.each([
    ['an error status', [500, { message: 'boom' }] as [number, unknown]],
    ['a network failure', new TypeError('Failed to fetch')],
  ])(
    'on %s shows "Error" / "Something went wrong. Please try again!" and keeps the fields',
    async (_, answer) => {
      fakeFetch(answer);
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      setup();
      await fillAll();
      await send();
      expect(await notice('Something went wrong. Please try again!')).toHaveTextContent(
        /^!?\s*Error/,
      );
      expect(screen.getByLabelText('Name')).toHaveValue('Jane Cooper');
      expect(screen.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute(
        'aria-disabled',
      );
      expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus();
      expect(error).toHaveBeenCalled();
      error.mockRestore();
    },
  );
});
