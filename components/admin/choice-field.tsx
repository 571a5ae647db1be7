'use client';

import { useId } from 'react';

/**
 * A short choice shown whole, as a row of labelled segments (a radio group): each option is in
 * view and named in words, where a list hides them and a number says nothing. The arrow keys move
 * between the segments, as in any radio group.
 */
export function ChoiceField({
  label,
  name,
  value,
  onChange,
  hint,
  disabled,
  className = '',
  options,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  disabled?: boolean;
  className?: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <fieldset className={className} aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{label}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg border border-slate-300 bg-slate-100 p-1 shadow-sm">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex cursor-pointer items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 has-checked:bg-white has-checked:text-indigo-700 has-focus-visible:outline-2 has-focus-visible:outline-indigo-500 has-disabled:opacity-60"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              disabled={disabled}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
