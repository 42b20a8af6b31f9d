/** A labelled checkbox (react-aria Checkbox, wrapped once); the label may be visually hidden. */
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { withBaseClass } from './class-names.ts';
import './checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  label: string;
  /** Keeps the label for assistive technology only (a row's selection box). */
  isLabelHidden?: boolean;
}

export function Checkbox({ label, isLabelHidden, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={withBaseClass('checkbox', className)}>
      <span className="checkbox__box" aria-hidden="true" />
      <span className={isLabelHidden ? 'visually-hidden' : 'checkbox__label'}>{label}</span>
    </AriaCheckbox>
  );
}
