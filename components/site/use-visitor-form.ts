'use client';

import { useState } from 'react';
import { useInBrowser } from '@/components/ui/use-in-browser';

/**
 * The fields of a visitor form (contact, comment): their values, and whether the script runs
 * yet. Until it does, the browser checks the required fields itself and posts the form (a 303
 * back to the page, lib/api/form-post.ts): `noValidate` is for the scripted form only. A field
 * a check refuses is marked and focused as in the panel's forms (components/ui/mark-invalid.ts).
 */
export function useVisitorForm<F extends Record<string, string>>(empty: F) {
  const [form, setForm] = useState(empty);
  const noValidate = useInBrowser();

  const fieldProps = (field: keyof F & string) => ({
    name: field,
    value: form[field],
    onChange: (e: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: e.target.value })),
    required: true,
  });

  return { form, setForm, fieldProps, noValidate };
}
