import Link from 'next/link';
import type { ComponentProps } from 'react';
import {
  buttonClasses,
  panelButtonClasses,
  type ButtonSize,
  type ButtonVariant,
  type PanelButtonVariant,
} from './button-classes';

export { buttonClasses, panelButtonClasses, type PanelButtonVariant };

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize };

/** An internal link styled as a button. */
export function ButtonLink({ variant, size, className = '', ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}

/** A button in the admin panel's look; `type` is 'button' unless it submits a form. */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: PanelButtonVariant }) {
  return <button type={type} className={panelButtonClasses(variant, className)} {...props} />;
}
