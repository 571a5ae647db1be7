/**
 * The class list of the button look (the btn utilities of app/globals.css), free of imports so
 * that any component, the root error boundary too, can use it without bringing in next/link.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The class list of a button-looking control, for links and buttons alike. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
) {
  return `btn btn-${variant} btn-${size} ${extra}`.trim();
}
