'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { apiUrl } from '@/lib/public-env';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { dismissToastsFrom, toast } from '@/components/ui/toast';
import { contactMessage } from '@/lib/entities/contact-message';
import { checkInput } from '@/lib/entities/checks';
import { NOTICES } from '@/lib/content/notices';
import { Icon } from '@/components/ui/icons';
import { honeypotValue } from '../honeypot-value';
import { formValues } from '../form-values';
import { useInBrowser } from '@/components/ui/use-in-browser';
import { markInvalid } from '@/components/ui/mark-invalid';
import { PROVING_TEXT } from '../proving-text';

/** A visitor form's text field: the shape is the `field` class (app/globals.css). */
const fieldClass = 'field text-white';

const labelClass = 'mb-2 block text-sm font-medium text-slate-200';

/**
 * In place of the sent form: the server's message, and a way to write another. It takes the
 * focus, so keyboard and screen-reader use go on from it rather than from the page's top.
 */
function ThankYou({ message, onAnother }: { message: string; onAnother: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Centred rather than just in view: the shorter panel would otherwise sit under the header,
    // the card's heading above the screen.
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      className="form-notice-done mt-8 flex flex-col items-center rounded-3xl border px-6 py-12 text-center outline-none sm:py-16"
    >
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-emerald-400/15 text-emerald-300">
        <Icon name="check-circle" size={28} />
      </span>
      <p className="mt-5 font-display text-2xl font-semibold text-white">Message sent</p>
      <p className="mx-auto mt-3 max-w-lg leading-relaxed text-pretty text-slate-300">{message}</p>
      <button
        type="button"
        onClick={onAnother}
        className={buttonClasses('secondary', 'lg', 'mt-8')}
      >
        Send another message
      </button>
    </div>
  );
}

/**
 * The 'Get In Touch' form: all five fields required ('Validation Error' / 'Please fill all
 * fields!'), a spinner while sending, then on 201 the server's message in place of the form
 * (ThankYou), and 'Error' / 'Something went wrong. Please try again!' otherwise. Each notice
 * replaces the form's one before (the toast store), so sending twice never stacks them.
 */
export function ContactForm({
  subjects,
  subjectPlaceholder = 'Select Subject',
  submitLabel = 'Send Message',
  trap,
}: {
  /** The form's honeypot (HoneypotField), rendered by the server. */
  trap: ReactNode;
  /** Web Development, UI/UX Design, Consultation. */
  subjects: readonly string[];
  subjectPlaceholder?: string;
  submitLabel?: string;
}) {
  const noValidate = useInBrowser();
  const [sending, setSending] = useState(false);
  const [proving, setProving] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // After "Send another message": a new, empty form, its first field focused.
  const again = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (sent === null && again.current)
      formRef.current?.querySelector<HTMLElement>('input:not([tabindex="-1"])')?.focus();
  }, [sent]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const trapped = honeypotValue(form);
    if (sending) return;
    // The server's own rules: the same message before anything is sent.
    const checked = checkInput(contactMessage.fields, formValues(form));
    if (!checked.ok) {
      markInvalid(form, checked.problems, checked.field);
      toast.error(checked.message, { title: NOTICES.validationTitle, source: form });
      return;
    }
    setSending(true);
    try {
      // Loaded on the first send: a page view never needs it.
      const { postWithProof } = await import('../post-with-proof');
      const response = await postWithProof(
        apiUrl(contactMessage.api.send),
        { ...checked.value, ...trapped },
        () => setProving(true),
      );
      if (response.status !== 201) throw new Error(`Unexpected status ${response.status}`);
      const data = (await response.json()) as { message: string };
      form.reset();
      // The thank-you state is the notice: a toast saying the same again would only stack.
      dismissToastsFrom(form);
      setSent(data.message);
    } catch (error) {
      console.error('[contact] could not send the message', error);
      toast.error(NOTICES.wentWrong, { title: NOTICES.errorTitle, source: form });
    } finally {
      setSending(false);
      setProving(false);
    }
  };

  if (sent !== null) {
    return (
      <ThankYou
        message={sent}
        onAnother={() => {
          again.current = true;
          setSent(null);
        }}
      />
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={apiUrl(contactMessage.api.send)}
      onSubmit={submit}
      noValidate={noValidate}
      aria-labelledby="contact-form-heading"
      className="contact-form relative mt-8 space-y-5"
    >
      {trap}
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={labelClass}>
            Name
          </label>
          <input
            id="contact-name"
            autoComplete="name"
            placeholder="Jane Cooper"
            name="name"
            required
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="contact-email" className={labelClass}>
            Email
          </label>
          <input
            id="contact-email"
            type="email"
            autoComplete="email"
            placeholder="jane@company.com"
            name="email"
            required
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="contact-phone" className={labelClass}>
            Phone
          </label>
          <input
            id="contact-phone"
            type="tel"
            autoComplete="tel"
            placeholder="+1 (415) 555-0100"
            name="phone"
            required
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="contact-subject" className={labelClass}>
            Subject
          </label>
          <div className="relative">
            <select
              id="contact-subject"
              name="subject"
              required
              // Grey while the placeholder, the one option of no value, is chosen.
              className="field appearance-none pr-12 text-white invalid:text-slate-400"
            >
              <option value="">{subjectPlaceholder}</option>
              {subjects.map((subject) => (
                <option key={subject} value={subject} className="text-white">
                  {subject}
                </option>
              ))}
            </select>
            <Icon
              name="chevron-down"
              size={18}
              className="pointer-events-none absolute top-1/2 right-5 -translate-y-1/2 text-slate-400"
            />
          </div>
        </div>
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          Message
        </label>
        <textarea
          id="contact-message"
          rows={8}
          placeholder="Tell us about your project, goals and timeline."
          name="message"
          required
          className={`${fieldClass} resize-y`}
        />
      </div>
      <div className="flex flex-col items-stretch gap-4 pt-1 sm:flex-row sm:items-center sm:justify-between">
        {proving ? (
          <p role="status" className="text-sm text-amber-200">
            {PROVING_TEXT}
          </p>
        ) : (
          <p className="text-sm text-slate-400">We reply within one business day.</p>
        )}
        {/* One button throughout, so focus stays on it while the message is sent. */}
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className={buttonClasses('primary', 'lg', 'sm:min-w-52 aria-disabled:cursor-wait')}
        >
          {sending ? (
            <>
              <Spinner size={20} />
              <span role="status">{proving ? 'Verifying...' : 'Sending...'}</span>
            </>
          ) : (
            <>
              {submitLabel}
              <Icon name="arrow-right" size={18} />
            </>
          )}
        </button>
      </div>
    </form>
  );
}
