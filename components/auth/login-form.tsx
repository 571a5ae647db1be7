'use client';

import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { MESSAGES } from '@/lib/api/messages';
import { leaveTo } from '@/components/admin/leave-to';
import { ADMIN_ROOT } from '@/lib/admin/paths';
import { Icon } from '@/components/ui/icons';

const INPUT =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30';

/**
 * The sign-in form of /auth and /auth/login. It posts to `POST /auth/login`, which checks the
 * credentials as next-auth's credentials provider does and sets the same session cookie; the
 * server's message (wrong credentials, too many attempts, database down) is shown as it comes.
 * (next-auth's client and zod added about 40 kB of JavaScript, gzip, to this page.)
 */
export function LoginForm() {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function fail(message: string) {
    setProblem(message);
    toast.error(message);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      fail(MESSAGES.fillAllLogin);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const response = await fetch('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: username.trim(), password }),
      });
      if (response.ok) {
        leaveTo(ADMIN_ROOT);
        return; // stays busy until the admin area replaces this page
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
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          className={INPUT}
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
            value={password}
            onChange={(e) => setPassword(e.target.value)}
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
        disabled={busy}
        aria-busy={busy}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy && <Spinner className="size-4" />}
        {busy ? 'Signing in...' : 'Login'}
      </button>
    </form>
  );
}
