/**
 * A button that stays pressed or not (react-aria ToggleButton, wrapped once): filters that are
 * on or off, a pin. It announces its state with aria-pressed; the caller gives the label.
 */
import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { withBaseClass } from './class-names.ts';

export function ToggleButton({ className, ...props }: AriaToggleButtonProps) {
  return <AriaToggleButton {...props} className={withBaseClass('toggle-button', className)} />;
}
