'use client';

import { useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { AdminApiError, adminRequest } from '@/lib/admin/request';
import { MESSAGES } from '@/lib/api/messages';
import { checkInput, user } from '@/lib/entities';
import { Button } from '@/components/ui/button';
import { Card } from './card';
import { TextField } from './fields';
import { ResourceFields } from './resource-fields';
import { useFailureHandler } from './use-failure';
import { useTypedBeforeScript } from './use-typed-before-script';
import { markFieldError, markFieldErrors } from './mark-field-error';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

const PASSWORD_MISMATCH = 'The new password and its confirmation do not match!';

/**
 * "Your password": the signed-in admin changes their own password (PATCH /auth/password). The
 * current password is required; the new one follows the signup rules. Every other session of
 * this account is signed out; this one stays. On a failure nothing typed is lost.
 */
export function PasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const onFailure = useFailureHandler();
  const set = (name: keyof typeof EMPTY) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));
  // The two passwords are ResourceFields', which takes what was typed in them early itself.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeScript(formRef, ['confirmPassword'], values, (_, value) =>
    set('confirmPassword')(value),
  );

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    // Any empty field first ('Please fill all fields!'), then the password rules, then the
    // confirmation.
    const empty = Object.entries(values).filter(([, value]) => value === '');
    if (empty.length > 0) {
      markFieldErrors(
        form,
        empty.map(([field]) => ({ field, message: MESSAGES.fillAll })),
      );
      return;
    }
    const checked = checkInput(user.passwordChangeFields, values);
    if (!checked.ok) {
      markFieldErrors(form, checked.problems, checked.field);
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      markFieldError(form, 'confirmPassword', PASSWORD_MISMATCH);
      return;
    }
    setBusy(true);
    try {
      const answer = await adminRequest<{ message: string }>(user.api.password, {
        method: 'PATCH',
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
        expect: 202,
      });
      toast.success(answer.message);
      setValues(EMPTY);
    } catch (error) {
      // The server's one refusal that names a field: the current password was wrong.
      // Said beside that field, so not again in a toast.
      if (error instanceof AdminApiError && error.message === MESSAGES.wrongCurrentPassword) {
        console.error('[admin] change password failed:', error);
        markFieldError(form, 'currentPassword', error.message);
      } else {
        onFailure(error, 'change password');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title="Your password"
      titleId="your-password-title"
      description="Changing it signs out your other sessions."
    >
      <form
        // POST: a submit before the script runs must not put the passwords in the address.
        method="post"
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-labelledby="your-password-title"
        className="space-y-4"
      >
        <ResourceFields
          fields={user.passwordChangeFields}
          values={values}
          columns={1}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          autoComplete="new-password"
        />
        <div className="flex justify-end pt-2">
          <Button
            type="submit"
            aria-disabled={busy || undefined}
            aria-busy={busy}
            className="w-full sm:w-auto"
          >
            {busy ? 'Updating...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
