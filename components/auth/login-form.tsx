'use client';

import { useId, useState, type RefObject } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { markInvalid } from '@/components/ui/mark-invalid';
import { toast } from '@/components/ui/toast';
import { MESSAGES } from '@/lib/api/messages';
import { leaveTo } from '@/components/admin/leave-to';
import { ADMIN_ROOT } from '@/lib/admin/paths';
import { Icon } from '@/components/ui/icons';
import { useInBrowser } from '@/components/ui/use-in-browser';

const INPUT =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 aria-invalid:border-rose-500 aria-invalid:ring-2 aria-invalid:ring-rose-500/20';

/**
 * Where a sign-in from the login page goes: the admin page the visitor was sent away from
 * (`?next=`, set by the proxy, with the address's #fragment, which browsers keep across the
 * redirect), if it is one; else the panel's home. Nothing outside the panel is ever a target.
 */
export function afterSignIn(location: Pick<Location, 'search' | 'hash' | 'origin'>): string {
  const next = new URLSearchParams(location.search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return ADMIN_ROOT;
  }
  const target = new URL(next, location.origin);
  const inPanel =
    target.origin === location.origin &&
    (target.pathname === ADMIN_ROOT || target.pathname.startsWith(`${ADMIN_ROOT}/`));
  if (!inPanel) return ADMIN_ROOT;
  return `${target.pathname}${target.search}${target.hash || location.hash}`;
}

/**
 * The sign-in form of /auth and /auth/login, and of the panel's "session ended" dialog, which
 * passes the account (`username`, not editable there) and `onSignedIn` to stay on its page. It
 * posts to `POST /auth/login`, which checks the credentials as next-auth's credentials provider
 * does and sets the same session cookie; the server's message (wrong credentials, too many
 * attempts, database down) is shown as it comes. It uses neither next-auth's client nor zod, to
 * keep their JavaScript off this page.
 */
export function LoginForm({
  username: fixedUsername,
  onSignedIn,
  passwordRef,
}: {
  username?: string;
  onSignedIn?: () => void;
  passwordRef?: RefObject<HTMLInputElement | null>;
} = {}) {
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  // Login waits for the script, which sends the form and goes on to the panel: the browser's
  // own submit would show the endpoint's JSON. (`post` all the same: whatever sends the form, the
  // password never goes into the address.)
  const scripted = useInBrowser();
  const [problem, setProblem] = useState<string | null>(null);

  function fail(message: string) {
    setProblem(message);
    toast.error(message);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Read from the fields themselves: what was typed (or filled in by a password manager)
    // before the script ran is in them, and a controlled field would have wiped or ignored it.
    const fields = new FormData(event.currentTarget);
    const username = String(fields.get('username') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    if (!username || !password) {
      const empty = [
        ...(username ? [] : [{ field: 'username' }]),
        ...(password ? [] : [{ field: 'password' }]),
      ];
      markInvalid(event.currentTarget, empty, empty[0]!.field);
      fail(MESSAGES.fillAllLogin);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const response = await fetch('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (response.ok) {
        if (onSignedIn) {
          setBusy(false);
          onSignedIn();
        } else {
          leaveTo(afterSignIn(window.location));
        }
        return; // on the login page: stays busy until the admin area replaces it
      }
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      fail(typeof body?.message === 'string' ? body.message : MESSAGES.wentWrong);
    } catch (error) {
      console.error('[auth] sign-in failed:', error);
      fail(MESSAGES.wentWrong);
    }
    setBusy(false);
  }

  const problemId = `${id}-problem`;
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Sign in"
      aria-describedby={problem ? problemId : undefined}
      className="space-y-5"
    >
      <div>
        <label
          htmlFor={`${id}-username`}
          className="mb-1.5 block text-sm font-medium text-slate-700"
        >
          Username
        </label>
        <input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={fixedUsername}
          readOnly={fixedUsername !== undefined}
          className={`${INPUT} read-only:bg-slate-100 read-only:text-slate-600`}
          placeholder="Your username"
        />
      </div>
      <div>
        <label
          htmlFor={`${id}-password`}
          className="mb-1.5 block text-sm font-medium text-slate-700"
        >
          Password
        </label>
        <div className="relative">
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            ref={passwordRef}
            className={`${INPUT} pr-11`}
            placeholder="Your password"
          />
          <button
            type="button"
            onClick={() => setShowPassword((s) => !s)}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {showPassword ? <Icon name="eye-off" /> : <Icon name="eye" />}
          </button>
        </div>
      </div>
      {problem && (
        <p
          id={problemId}
          className="rounded-lg border border-rose-200 bg-rose-50 px-3.5 py-2.5 text-sm text-rose-700"
        >
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={busy || !scripted}
        aria-busy={busy}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy && <Spinner className="size-4" />}
        {busy ? 'Signing in...' : 'Login'}
      </button>
    </form>
  );
}
