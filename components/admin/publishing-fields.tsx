'use client';

import { useId } from 'react';
import type { PublishingForm } from '@/lib/entities/publishing';
import { publicEnv } from '@/lib/public-env';
import { CONTROL, SelectField } from './fields';

const STATUS_OPTIONS = [
  { value: 'published', label: 'Published (live now)' },
  { value: 'draft', label: 'Draft (not on the site)' },
  { value: 'scheduled', label: 'Scheduled (goes live at a time)' },
] as const;

function TimeField({
  label,
  name,
  value,
  onChange,
  hint,
}: {
  label: string;
  name: keyof PublishingForm;
  value: string;
  onChange: (value: string) => void;
  hint: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="datetime-local"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint ${id}-error`}
        aria-errormessage={`${id}-error`}
        className={CONTROL}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
        {hint}
      </p>
      <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-rose-700 empty:hidden" />
    </div>
  );
}

/**
 * Whether the record is live, a draft or scheduled, and (for a schedule) when; a live or
 * scheduled record may also leave the site at a time. Times are the site's time zone's.
 */
export function PublishingFields({
  value,
  onChange,
}: {
  value: PublishingForm;
  onChange: (value: PublishingForm) => void;
}) {
  const zone = publicEnv.timeZone;
  const set = (name: keyof PublishingForm) => (text: string) =>
    onChange({ ...value, [name]: text });
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Publishing</legend>
      <SelectField
        label="Status"
        name="status"
        value={value.status}
        onChange={set('status')}
        options={STATUS_OPTIONS}
        hint={`Times are in the site's time zone, ${zone}.`}
      />
      {value.status === 'scheduled' && (
        <TimeField
          label="Publish at"
          name="publishAt"
          value={value.publishAt}
          onChange={set('publishAt')}
          hint={`Goes live at this time (${zone}).`}
        />
      )}
      {value.status !== 'draft' && (
        <TimeField
          label="Unpublish at (optional)"
          name="unpublishAt"
          value={value.unpublishAt}
          onChange={set('unpublishAt')}
          hint={`Leaves the site at this time (${zone}).`}
        />
      )}
    </fieldset>
  );
}

/** The publishing fields appended to a create or update form's body. */
export function appendPublishing(form: FormData, value: PublishingForm): FormData {
  form.append('status', value.status);
  form.append('publishAt', value.status === 'scheduled' ? value.publishAt : '');
  form.append('unpublishAt', value.status === 'draft' ? '' : value.unpublishAt);
  return form;
}
