/** A labelled group of radio buttons (react-aria RadioGroup, wrapped once). */
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  FieldError,
  Label,
  Radio,
} from 'react-aria-components';

export interface RadioGroupProps<V extends string> extends Omit<AriaRadioGroupProps, 'value' | 'onChange'> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

export function RadioGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  ...props
}: RadioGroupProps<V>) {
  return (
    <AriaRadioGroup
      {...props}
      className="radio-group"
      value={value}
      onChange={(v) => onChange(v as V)}
      orientation="horizontal"
    >
      <Label className="field__label">{label}</Label>
      <div className="radio-group__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="radio">
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldError className="field__error" />
    </AriaRadioGroup>
  );
}
