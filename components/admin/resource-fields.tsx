'use client';

import { useRef } from 'react';
import type { Fields, FormValues } from '@/lib/entities';
import { ChoiceField } from './choice-field';
import { SelectField, TextAreaField, TextField } from './fields';
import { MarkdownField } from './markdown-field';
import { useTypedBeforeScript } from './use-typed-before-script';

/**
 * A collection's fields as its definition describes them: a two-column grid (one on phones). The
 * columns are declared even on phones: an implicit column grows to the longest unbroken text (a
 * pasted URL in the preview), and the whole page with it.
 */
export function ResourceFields({
  fields: all,
  values,
  onChange,
  columns = 2,
  place = 'main',
}: {
  fields: Fields;
  values: FormValues;
  onChange: (name: string, value: string) => void;
  /** One column for forms in a narrow card. */
  columns?: 1 | 2;
  /** The form's main fields, or those shown under its image input (the image's alt text). */
  place?: 'main' | 'image';
}) {
  const grid = useRef<HTMLDivElement>(null);
  const fields = Object.fromEntries(
    Object.entries(all).filter(([, field]) => Boolean(field.besideImage) === (place === 'image')),
  );
  useTypedBeforeScript(grid, Object.keys(fields), values, onChange);
  if (Object.keys(fields).length === 0) return null;
  return (
    <div ref={grid} className={`grid grid-cols-1 gap-4 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {Object.entries(fields).map(([name, field]) => {
        const common = {
          label: field.formLabel ?? field.label,
          name,
          value: values[name] ?? '',
          onChange: (value: string) => onChange(name, value),
          hint: field.hint,
          className: field.wide ? 'sm:col-span-2' : undefined,
        };
        if (field.input === 'markdown') {
          return (
            <MarkdownField
              key={name}
              {...common}
              rows={field.rows}
              placeholder={field.placeholder}
            />
          );
        }
        if (field.input === 'textarea') {
          return (
            <TextAreaField
              key={name}
              {...common}
              rows={field.rows}
              placeholder={field.placeholder}
            />
          );
        }
        if (field.input === 'segments') {
          return <ChoiceField key={name} {...common} options={field.options ?? []} />;
        }
        if (field.input === 'select') {
          return <SelectField key={name} {...common} options={field.options ?? []} />;
        }
        return (
          <TextField
            key={name}
            {...common}
            type={field.input}
            placeholder={field.placeholder}
            prefix={field.prefix}
            autoComplete={field.autoComplete}
          />
        );
      })}
    </div>
  );
}

/** The multipart body of a create or an update: every field, and the image when chosen. */
export function toFormData(fields: Fields, values: FormValues, image: File | null): FormData {
  const form = new FormData();
  for (const name of Object.keys(fields)) form.append(name, values[name] ?? '');
  if (image) form.append('image', image);
  return form;
}
