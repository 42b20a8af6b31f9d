import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps, Text } from 'react-aria-components';
import { withBaseClass } from './class-names.ts';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  label: string;
  description?: string;
}

/** An on/off setting with its label and an optional line of explanation. */
export function Switch({ label, description, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={withBaseClass('switch', className)}>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__text">
        <span className="switch__label">{label}</span>
        {description && (
          <Text slot="description" className="switch__description">
            {description}
          </Text>
        )}
      </span>
    </AriaSwitch>
  );
}
