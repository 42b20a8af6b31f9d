import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { withBaseClass } from './class-names.ts';

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'quiet';
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={withBaseClass(`button button--${variant}`, className)} />;
}

/**
 * A react-aria button with none of the button styling, for triggers that look like what they
 * open (the avatar, the notifications bell); the caller's className styles it.
 */
export function PlainButton(props: AriaButtonProps) {
  return <AriaButton {...props} />;
}
