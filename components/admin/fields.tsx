'use client';

import { useId, type ReactNode } from 'react';
import { useMountedInBrowser } from '@/components/ui/use-in-browser';

export const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 disabled:bg-slate-50 disabled:text-slate-500 aria-invalid:border-rose-500 aria-invalid:ring-2 aria-invalid:ring-rose-500/20';

/** A select's own arrow, inside the select's `relative` box (the native one is hidden). */
export function SelectChevron() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
    >
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

interface BaseProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-700">
      {children}
    </label>
  );
}

/**
 * Where a refused field's message appears under it (markFieldError fills it; React renders it
 * empty and leaves its text alone). The field names it as its error message and among what
 * describes it, so a screen reader reads the message when the field takes the focus.
 */
export function FieldError({ id }: { id: string }) {
  return <p id={id} className="mt-1.5 text-xs font-medium text-rose-700 empty:hidden" />;
}

/** The ARIA attributes that tie a field to its hint (if any) and its error message. */
export function describedBy(id: string, hint: boolean) {
  const errorId = `${id}-error`;
  return {
    'aria-describedby': hint ? `${id}-hint ${errorId}` : errorId,
    'aria-errormessage': errorId,
  };
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-xs text-slate-500">
      {children}
    </p>
  );
}

export function TextField({
  label,
  name,
  value,
  onChange,
  hint,
  disabled,
  className = '',
  type = 'text',
  placeholder,
  autoComplete,
  prefix,
}: BaseProps & {
  type?: 'text' | 'email' | 'url' | 'password';
  placeholder?: string;
  autoComplete?: string;
  /** A fixed text shown before the input, such as `@`. */
  prefix?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const input = (
    <input
      id={id}
      name={name}
      type={type}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      autoComplete={autoComplete ?? 'off'}
      disabled={disabled}
      {...describedBy(id, !!hint)}
      // Arabic or Hebrew runs right to left with its brackets and punctuation in place; a
      // password's direction would hint at its first letter.
      dir={type === 'password' ? undefined : 'auto'}
      className={prefix ? `${CONTROL} rounded-l-none` : CONTROL}
    />
  );
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {prefix ? (
        <div className="flex">
          <span
            aria-hidden="true"
            className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-500"
          >
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FieldError id={`${id}-error`} />
    </div>
  );
}

/**
 * Whether a textarea must stay read-only for now: a server-rendered one that starts with text
 * (an edit form's), until the panel's script runs, because React puts that text back as it
 * hydrates over anything typed. An empty one takes what is typed early
 * (use-typed-before-script.ts); one the browser mounts is never held.
 */
export function useHeldUntilScripted(value: string): boolean {
  return !useMountedInBrowser() && value !== '';
}

export function TextAreaField({
  label,
  name,
  value,
  onChange,
  hint,
  disabled,
  className = '',
  rows = 5,
  placeholder,
}: BaseProps & { rows?: number; placeholder?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const held = useHeldUntilScripted(value);
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={held}
        {...describedBy(id, !!hint)}
        dir="auto"
        className={`${CONTROL} resize-y leading-relaxed`}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FieldError id={`${id}-error`} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  value,
  onChange,
  hint,
  disabled,
  className = '',
  options,
  groups,
}: BaseProps & {
  options: readonly { value: string; label: string }[];
  /** Further options under a heading each (an <optgroup>), after `options`. */
  groups?: readonly { label: string; options: readonly { value: string; label: string }[] }[];
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          {...describedBy(id, !!hint)}
          className={`${CONTROL} appearance-none pr-9`}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <SelectChevron />
      </div>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FieldError id={`${id}-error`} />
    </div>
  );
}
