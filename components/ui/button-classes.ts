/**
 * The class lists of the two button looks, the public site's (the btn utilities of
 * app/globals.css) and the admin panel's, free of imports so that any component, the root error
 * boundary too, can use them without bringing in next/link.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

// Written out whole: Tailwind generates only the class names it finds in the source.
const variants: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  light: 'btn-light',
};
const sizes: Record<ButtonSize, string> = { sm: 'btn-sm', md: 'btn-md', lg: 'btn-lg' };

/** The class list of a button-looking control, for links and buttons alike. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
) {
  return `btn ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/** The admin panel's looks: a light theme, square corners, solid colours. */
export type PanelButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'danger-ghost';

const PANEL_BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

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
