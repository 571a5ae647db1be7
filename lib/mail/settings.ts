import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { env, type Env } from '@/lib/env';
import { mailboxList } from './rules';

/** Where lead notifications go and how: set when SMTP_URL is (lib/env.ts checks the rest). */
export interface MailSettings {
  smtpUrl: string;
  to: string[];
  from: string;
  /** The site's origin, for the link to the message in the panel. */
  siteUrl: string;
}

export function mailSettings(e: Env = env()): MailSettings | null {
  if (!e.SMTP_URL || !e.LEADS_EMAIL_TO || !e.LEADS_EMAIL_FROM) return null;
  const siteUrl = (e.NEXT_PUBLIC_SITE_URL ?? e.NEXTAUTH_URL ?? '').replace(/\/+$/, '');
  return {
    smtpUrl: e.SMTP_URL,
    to: mailboxList(e.LEADS_EMAIL_TO) ?? [],
    from: e.LEADS_EMAIL_FROM.trim(),
    siteUrl,
  };
}

const logged = globalThis as typeof globalThis & { __agencyMailNotice?: boolean };

/**
 * At server start, once per process: where the notifications go, or, without SMTP_URL, that
 * messages are only stored. A build says nothing (it sends no mail).
 */
export function announceMailSetup(log: Pick<Console, 'info'> = console, e: Env = env()): void {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || logged.__agencyMailNotice) return;
  logged.__agencyMailNotice = true;
  const settings = mailSettings(e);
  if (settings) {
    // The host only: the URL may carry a password.
    const { host } = new URL(settings.smtpUrl);
    log.info(`[mail] Contact messages are emailed to ${settings.to.join(', ')} through ${host}.`);
    return;
  }
  log.info(
    '[mail] SMTP_URL is not set: contact messages are stored and shown in the panel, but no ' +
      'notification email is sent. Set SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM to get one ' +
      'for every message (see .env.example).',
  );
}

/** Tests start each case as a fresh process would. */
export function resetMailNoticeForTests(): void {
  logged.__agencyMailNotice = false;
}
