'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { adminRequest } from '@/lib/admin/request';
import { checkRedirect, redirect, redirectVersion, type Redirect } from '@/lib/entities';
import { Card } from './card';
import { SelectField, TextField } from './fields';
import { useFailureHandler } from './use-failure';

interface Values {
  from: string;
  to: string;
  kind: 'permanent' | 'temporary';
  external: boolean;
}

const EMPTY: Values = { from: '', to: '', kind: 'permanent', external: false };

const valuesOf = (rule: Redirect): Values => ({
  from: rule.from,
  to: rule.to,
  kind: rule.permanent ? 'permanent' : 'temporary',
  external: rule.external,
});

const KINDS = [
  { value: 'permanent', label: 'Permanent (308): the old address is gone for good' },
  { value: 'temporary', label: 'Temporary (307): a campaign link, a page away for now' },
] as const;

/**
 * Adds a rule, or edits the one given (`editing`). The browser checks the rule on its own with
 * the server's rule (lib/entities/redirect.ts); loops through other rules and chains are the
 * server's to find, and its message is shown as it is.
 */
export function RedirectForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: Redirect | null;
  onSaved: (rule: Redirect, added: boolean) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(() => (editing ? valuesOf(editing) : EMPTY));
  const [busy, setBusy] = useState(false);
  const onFailure = useFailureHandler();
  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [name]: value }));
  const title = editing ? 'Edit redirect' : 'Add redirect';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = {
      from: values.from,
      to: values.to,
      permanent: values.kind === 'permanent',
      external: values.external,
    };
    const checked = checkRedirect(body, [window.location.host]);
    if (!checked.ok) {
      toast.error(checked.message);
      return;
    }
    setBusy(true);
    try {
      const answer = await adminRequest<{ redirect: Redirect; message?: string }>(
        editing ? redirect.api.update(editing._id) : redirect.api.add,
        editing
          ? {
              method: 'PATCH',
              body,
              headers: { 'If-Match': `"${redirectVersion(editing)}"` },
              expect: 202,
            }
          : { method: 'POST', body, expect: 201 },
      );
      toast.success(answer.message ?? 'Saved!');
      onSaved(answer.redirect, !editing);
      if (!editing) setValues(EMPTY);
    } catch (error) {
      onFailure(error, editing ? 'update redirect' : 'add redirect');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={title} titleId="redirect-form-title">
      <form
        method="post"
        onSubmit={submit}
        noValidate
        aria-labelledby="redirect-form-title"
        className="space-y-5"
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="From"
            name="from"
            value={values.from}
            onChange={(v) => set('from', v)}
            placeholder="/old-page"
            hint="An address on this site, starting with /."
          />
          <TextField
            label="To"
            name="to"
            value={values.to}
            onChange={(v) => set('to', v)}
            placeholder="/services or https://…"
            hint="An address here, or a full address on another site."
          />
          <SelectField
            label="Type"
            name="kind"
            value={values.kind}
            onChange={(v) => set('kind', v === 'temporary' ? 'temporary' : 'permanent')}
            options={KINDS}
            className="sm:col-span-2"
          />
        </div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            name="external"
            checked={values.external}
            onChange={(e) => set('external', e.target.checked)}
            className="mt-0.5 size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
          />
          <span>
            <span className="font-medium text-slate-900">External address</span>
            <span className="block text-slate-500">
              The target is on another site, and visitors should leave this one for it.
            </span>
          </span>
        </label>
        <div className="flex justify-end gap-3 border-t border-slate-100 pt-5">
          {editing && (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
          <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy}>
            {busy ? 'Saving...' : editing ? 'Update redirect' : 'Add redirect'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
