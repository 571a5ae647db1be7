import Link from 'next/link';
import { LoginForm } from '@/components/auth/login-form';

/** /auth, /auth/login and every other /auth/* page: the sign-in screen. */
export function generateStaticParams() {
  return [{ slug: [] }, { slug: ['login'] }];
}

export default function LoginPage() {
  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden px-4 py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-indigo-100/80 to-transparent"
      />
      <div className="relative w-full max-w-sm">
        <Link
          href="/"
          className="mx-auto mb-8 flex w-fit items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
        >
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-500 font-bold text-white shadow-sm"
          >
            N
          </span>
          <span className="font-display text-lg font-semibold text-slate-900">Nimbus Studio</span>
        </Link>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/60 sm:p-8">
          <h1 className="text-center font-display text-2xl font-bold tracking-[0.2em] text-slate-900">
            LOGIN
          </h1>
          <p className="mt-2 mb-7 text-center text-sm text-slate-500">Welcome! Login to continue</p>
          <LoginForm />
        </div>
        <p className="mt-6 text-center text-sm text-slate-500">
          <Link href="/" className="font-medium text-indigo-700 hover:underline">
            ← Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
