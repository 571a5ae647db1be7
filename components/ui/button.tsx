import type { ComponentProps } from 'react';
import { buttonClasses } from './button-classes';

/**
 * The buttons: the public site's look (./button-classes.ts, which visitors' client components
 * import directly; its links styled as buttons are components/site/button-link.tsx's ButtonLink)
 * and the admin panel's, a light theme with square corners and solid colours.
 */
export { buttonClasses };

export type PanelButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'danger-ghost';

const PANEL_BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const PANEL_VARIANTS: Record<PanelButtonVariant, string> = {
  primary:
    'bg-indigo-600 px-4 py-2.5 text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-indigo-600 disabled:hover:bg-indigo-600',
  secondary:
    'border border-slate-300 bg-white px-4 py-2.5 text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-indigo-600',
  danger:
    'bg-rose-600 px-4 py-2.5 text-white shadow-sm hover:bg-rose-500 focus-visible:outline-rose-600 disabled:hover:bg-rose-600',
  ghost:
    'p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-indigo-600',
  'danger-ghost':
    'p-2 text-rose-600 hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-rose-600 disabled:text-slate-400 disabled:hover:bg-transparent',
};

/** The class list of a panel button, also used on links that act as buttons. */
export function panelButtonClasses(variant: PanelButtonVariant = 'primary', extra = '') {
  return `${PANEL_BASE} ${PANEL_VARIANTS[variant]} ${extra}`.trim();
}

/**
 * A button in the admin panel's look; `type` is 'button' unless it submits a form. A submit
 * button that is busy is `aria-disabled`, not `disabled`: it keeps the keyboard focus (its form
 * ignores a second submit), where a disabled one drops it to the page.
 */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: PanelButtonVariant }) {
  return <button type={type} className={panelButtonClasses(variant, className)} {...props} />;
}
