/**
 * A choice of one colour among a palette (react-aria RadioGroup, wrapped once): each swatch is a
 * radio named in words, so arrow keys move between colours and a screen reader says which one.
 * Taken colours stay visible but cannot be chosen.
 */
import { RadioGroup as AriaRadioGroup, FieldError, Label, Radio } from 'react-aria-components';
import './swatch-picker.css';

export interface Swatch {
  color: string;
  /** What the colour is called, read by screen readers and shown as a tooltip. */
  name: string;
  isDisabled?: boolean;
}

export interface SwatchPickerProps {
  label: string;
  swatches: readonly Swatch[];
  value: string | null;
  onChange: (color: string) => void;
  description?: string;
}

export function SwatchPicker({ label, swatches, value, onChange, description }: SwatchPickerProps) {
  return (
    <AriaRadioGroup
      className="radio-group swatch-picker"
      value={value}
      onChange={onChange}
      orientation="horizontal"
      isRequired
    >
      <Label className="field__label">{label}</Label>
      {description ? <p className="field__description">{description}</p> : null}
      <div className="swatch-picker__options">
        {swatches.map((s) => (
          <Radio
            key={s.color}
            value={s.color}
            isDisabled={s.isDisabled}
            className="swatch-picker__option"
            aria-label={s.isDisabled ? `${s.name} (in use)` : s.name}
          >
            <span className="swatch-picker__swatch" style={{ backgroundColor: s.color }} title={s.name} />
          </Radio>
        ))}
      </div>
      <FieldError className="field__error" />
    </AriaRadioGroup>
  );
}
