'use client';

import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { CONTROL, FieldError, describedBy, useHeldUntilScripted } from './fields';

/** In the preview's place when its code could not be loaded; the text is untouched. */
function PreviewUnavailable() {
  return (
    <p className="text-sm text-slate-300">
      The preview could not be loaded. What you typed is kept: go on writing and save it; a page
      reload brings the preview back.
    </p>
  );
}

/**
 * The post as visitors see it, loaded with the first preview: the Markdown renderer is part of
 * the panel's code only once an admin asks for it, and never part of the public pages'. A failed
 * load (a deployment replaced the file while the panel was open) says so in the preview's place,
 * rather than throw to the page's error screen, which would take the form and its text with it.
 */
const PostPreview = lazy(() =>
  import('./post-preview').catch((error: unknown) => {
    console.error('[admin] the post preview could not be loaded:', error);
    return { default: PreviewUnavailable };
  }),
);

const TABS = ['write', 'preview'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, string> = { write: 'Write', preview: 'Preview' };

/**
 * A Markdown text with a Write / Preview switch (tabs, arrow keys between them). Preview renders
 * the text with the public site's own renderer and styles, in the text box's place and at its
 * size (scrolled within), so nothing below moves; what was typed stays as it was.
 */
export function MarkdownField({
  label,
  name,
  value,
  onChange,
  hint,
  disabled,
  className = '',
  rows = 10,
  placeholder,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  disabled?: boolean;
  className?: string;
  rows?: number;
  placeholder?: string;
}) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('write');
  const held = useHeldUntilScripted(value);
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ write: null, preview: null });
  const textarea = useRef<HTMLTextAreaElement>(null);
  /** The text box's height when the preview took its place: the preview's, so nothing moves. */
  const [height, setHeight] = useState<number>();

  function show(next: Tab) {
    const box = textarea.current?.getBoundingClientRect().height;
    if (next === 'preview' && box) setHeight(box);
    setTab(next);
  }
  const tabId = (t: Tab) => `${id}-${t}-tab`;
  const panelId = (t: Tab) => `${id}-${t}-panel`;
  const hintId = `${id}-hint`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const keys: Record<string, (i: number) => number> = {
      ArrowRight: (i) => (i + 1) % TABS.length,
      ArrowLeft: (i) => (i - 1 + TABS.length) % TABS.length,
      Home: () => 0,
      End: () => TABS.length - 1,
    };
    const move = keys[event.key];
    if (!move) return;
    event.preventDefault();
    const next = TABS[move(TABS.indexOf(tab))];
    show(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className={`min-w-0 ${className}`}>
      <div className="mb-1.5 flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <div
          role="tablist"
          // Not the field's label: a search by that label must find the text box alone.
          aria-label="Write or preview"
          className="inline-flex rounded-lg bg-slate-100 p-0.5"
        >
          {TABS.map((t) => (
            <button
              key={t}
              ref={(el) => {
                tabs.current[t] = el;
              }}
              type="button"
              role="tab"
              id={tabId(t)}
              aria-selected={tab === t}
              aria-controls={panelId(t)}
              tabIndex={tab === t ? 0 : -1}
              onClick={() => show(t)}
              onKeyDown={onKeyDown}
              className={`rounded-md px-3 py-1 text-xs font-semibold transition focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                tab === t
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {TAB_LABEL[t]}
            </button>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id={panelId('write')}
        aria-labelledby={tabId('write')}
        hidden={tab !== 'write'}
      >
        <textarea
          ref={textarea}
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
          className={`${CONTROL} resize-y font-mono leading-relaxed`}
        />
      </div>
      <div
        role="tabpanel"
        id={panelId('preview')}
        aria-labelledby={tabId('preview')}
        hidden={tab !== 'preview'}
        tabIndex={0}
        style={{ height }}
        className="min-w-0 overflow-y-auto rounded-lg [&_.post-body>:first-child]:mt-0 border border-slate-300 bg-ink px-5 py-6 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:px-8"
      >
        {tab === 'preview' && (
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-sm text-slate-300">
                <Spinner size={16} /> Loading the preview…
              </p>
            }
          >
            <PostPreview markdown={value} />
          </Suspense>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} />
    </div>
  );
}
