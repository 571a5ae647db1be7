/**
 * The class lists of the button look, free of imports so that any component (the root error
 * boundary too) can use them without bringing next/link into its chunk.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-tight whitespace-nowrap transition duration-200 focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-gradient-to-r from-indigo-500 via-violet-500 to-indigo-500 bg-[length:200%_100%] bg-left text-white shadow-lg shadow-indigo-500/25 hover:bg-right hover:shadow-indigo-500/40',
  secondary:
    'border border-white/15 bg-white/5 text-white backdrop-blur hover:border-white/30 hover:bg-white/10',
  ghost: 'text-slate-200 hover:bg-white/5 hover:text-white',
  light: 'bg-white text-ink shadow-lg shadow-black/20 hover:bg-indigo-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-10 px-4 text-sm',
  md: 'h-12 px-6 text-[0.95rem]',
  lg: 'h-14 px-8 text-base',
};

/** The class list of a button-looking control, for links and buttons alike. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
) {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
