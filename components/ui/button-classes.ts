/**
 * The class list of the public site's button look (the btn utilities of app/globals.css), free
 * of imports so that any component, the root error boundary too, can use it without bringing in
 * a link component or the admin panel's looks.
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
