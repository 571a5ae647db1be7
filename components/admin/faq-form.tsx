'use client';

import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { AdminApiError } from '@/lib/admin/request';
import { checkInput, faq, type Faq } from '@/lib/entities';
import { Button } from '@/components/ui/button';
import { Card } from './card';
import { ResourceFields } from './resource-fields';
import { SaveBar } from './save-bar';
import { sendContentForm } from './send-content-form';
import { markFieldErrors } from './mark-field-error';
import { changedFrom, useUnsavedChanges } from './unsaved-changes';
import { useFailureHandler } from './use-failure';

/** A service an FAQ can be placed on, as the form lists it. */
export interface ServiceChoice {
  _id: string;
  title: string;
  retired: boolean;
}

type Draft = {
  question: string;
  answer: string;
  home: boolean;
  services: string[];
};

const draftOf = (record?: Faq): Draft => ({
  question: record?.question ?? '',
  answer: record?.answer ?? '',
  home: record?.home ?? false,
  services: record?.services ?? [],
});

const CHECKBOX =
  'size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Where an FAQ shows: the home page and any of the service pages. */
function Placement({
  draft,
  services,
  onChange,
}: {
  draft: Draft;
  services: ServiceChoice[];
  onChange: (next: Draft) => void;
}) {
  const toggle = (id: string, on: boolean) =>
    onChange({
      ...draft,
      services: on ? [...draft.services, id] : draft.services.filter((s) => s !== id),
    });
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">Shown on</legend>
      <label className="flex items-center gap-2.5 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          name="home"
          className={CHECKBOX}
          checked={draft.home}
          onChange={(e) => onChange({ ...draft, home: e.target.checked })}
        />
        Home page and /services
      </label>
      <p className="mt-4 mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Service pages
      </p>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((s) => (
          <label key={s._id} className="flex items-center gap-2.5 text-sm text-slate-700">
            <input
              type="checkbox"
              name="services"
              value={s._id}
              className={CHECKBOX}
              checked={draft.services.includes(s._id)}
              onChange={(e) => toggle(s._id, e.target.checked)}
            />
            <span className="min-w-0 truncate">
              {s.title}
              {s.retired && <span className="text-slate-400"> (retired)</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * An FAQ's create form (on the list page; it resets after a create) or its edit form (If-Match:
 * a save is refused when a colleague saved it since, and what was typed stays).
 */
export function FaqForm({
  record,
  services,
  onSaved,
  onCancel,
}: {
  record?: Faq;
  services: ServiceChoice[];
  onSaved: (record: Faq) => void;
  onCancel?: () => void;
}) {
  const [start, setStart] = useState(() => draftOf(record));
  const [draft, setDraft] = useState(start);
  const [busy, setBusy] = useState(false);
  const onFailure = useFailureHandler();
  const flat = (d: Draft) => ({ ...d, services: [...d.services].sort().join(',') });
  const unsaved = useUnsavedChanges(changedFrom(flat(start), flat(draft)));
  const editing = record !== undefined;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkInput(faq.fields, { ...draft });
    if (!checked.ok) {
      markFieldErrors(event.currentTarget, checked.problems, checked.field);
      return;
    }
    setBusy(true);
    try {
      const answer = await sendContentForm<{ faq: Faq; message: string }>(faq, record, {
        ...draft,
      });
      toast.success(answer.message);
      if (!editing) {
        const blank = draftOf();
        setStart(blank);
        setDraft(blank);
      }
      onSaved(answer.faq);
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 404) {
        toast.error('This FAQ has been deleted elsewhere, so it cannot be updated.');
      } else onFailure(error, editing ? 'update FAQ' : 'add FAQ');
    } finally {
      setBusy(false);
    }
  }

  const form = (
    <div className="space-y-5">
      <ResourceFields
        fields={faq.textFields}
        values={{ question: draft.question, answer: draft.answer }}
        onChange={(name, value) => setDraft((d) => ({ ...d, [name]: value }))}
      />
      <Placement draft={draft} services={services} onChange={setDraft} />
    </div>
  );

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Update FAQ' : 'Add FAQ'}
      className="space-y-6"
    >
      <Card
        title={editing ? 'Question and answer' : 'Add FAQ'}
        titleId={editing ? 'faq-edit' : 'faq-add'}
      >
        {form}
        {!editing && (
          <div className="mt-5 flex justify-end border-t border-slate-100 pt-5">
            <Button
              type="submit"
              aria-disabled={busy || undefined}
              aria-busy={busy}
              className="w-full sm:w-auto"
            >
              {busy ? 'Adding...' : 'Add FAQ'}
            </Button>
          </div>
        )}
      </Card>
      {editing && (
        <SaveBar busy={busy} label="Update" busyLabel="Updating..." onCancel={onCancel} />
      )}
      {unsaved.dialog}
    </form>
  );
}
