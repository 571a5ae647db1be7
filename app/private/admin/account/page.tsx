import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { Card, PageHeading } from '@/components/admin/card';
import { EmailAddress } from '@/components/admin/email-address';
import { PasswordForm } from '@/components/admin/password-form';
import { ACCOUNT_PATH } from '@/lib/admin/paths';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/lib/entities';

export const metadata: Metadata = { title: 'Your account' };

/** /private/admin/account: who is signed in, what their role may do, and their password. */
export default function AccountPage() {
  return adminPage(
    ACCOUNT_PATH,
    async () => null,
    (_, user) => (
      <>
        <PageHeading title="Your account" description="How you sign in to this panel." />
        <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
          <Card title="Signed in as" titleId="account-title">
            <dl className="grid gap-4 text-sm">
              <div>
                <dt className="font-medium text-slate-500">Username</dt>
                <dd className="mt-1 font-medium wrap-anywhere text-slate-900">{user.username}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-500">Email</dt>
                <dd className="mt-1 text-slate-900">
                  <EmailAddress email={user.email} />
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-500">Role</dt>
                <dd className="mt-1 text-slate-900">
                  <span className="font-semibold">{ROLE_LABELS[user.role]}</span>:{' '}
                  {ROLE_DESCRIPTIONS[user.role]} Only an admin can change it.
                </dd>
              </div>
            </dl>
          </Card>
          <PasswordForm />
        </div>
      </>
    ),
  );
}
