'use client';

import { useState } from 'react';
import { useInBrowser } from '@/components/ui/use-in-browser';

/**
 * The fields of a visitor form (contact, comment): their values, the field the last check
 * refused (marked invalid and focused until it is changed), and whether the script runs yet.
 * Until it does, the browser checks the required fields itself and posts the form (a 303 back
 * to the page, lib/api/form-post.ts): `noValidate` is for the scripted form only.
 */
export function useVisitorForm<F extends Record<string, string>>(empty: F) {
  type Field = keyof F & string;
  const [form, setForm] = useState(empty);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const noValidate = useInBrowser();

  const fieldProps = (field: Field) => ({
    name: field,
    value: form[field],
    onChange: (e: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [field]: e.target.value }));
      if (invalid === field) setInvalid(null);
    },
    required: true,
    'aria-invalid': invalid === field || undefined,
  });

  /** After a refused check: marks the field and moves the focus to it. */
  const refuse = (formElement: HTMLFormElement, field: string) => {
    setInvalid(field as Field);
    (formElement.elements.namedItem(field) as HTMLElement | null)?.focus();
  };

  return { form, setForm, fieldProps, refuse, noValidate };
}
