'use client';

import { SelectField, TextAreaField, TextField } from './fields';
import type { FieldSpec, FormValues } from './resources';

/** A resource's text fields in a two-column grid (one column on phones). */
export function ResourceFields({
  fields,
  values,
  onChange,
}: {
  fields: FieldSpec[];
  values: FormValues;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const common = {
          label: field.label,
          name: field.name,
          value: values[field.name] ?? '',
          onChange: (value: string) => onChange(field.name, value),
          hint: field.hint,
          className: field.wide ? 'sm:col-span-2' : undefined,
        };
        if (field.kind === 'textarea') {
          return (
            <TextAreaField
              key={field.name}
              {...common}
              rows={field.rows}
              placeholder={field.placeholder}
            />
          );
        }
        if (field.kind === 'select') {
          return <SelectField key={field.name} {...common} options={field.options ?? []} />;
        }
        return (
          <TextField
            key={field.name}
            {...common}
            type={field.kind === 'url' ? 'url' : 'text'}
            placeholder={field.placeholder}
            prefix={field.prefix}
          />
        );
      })}
    </div>
  );
}

/** The multipart body of a create or an update: every text field, and the image when chosen. */
export function toFormData(fields: FieldSpec[], values: FormValues, image: File | null): FormData {
  const form = new FormData();
  for (const field of fields) form.append(field.name, values[field.name] ?? '');
  if (image) form.append('image', image);
  return form;
}
