/** A single-choice select (react-aria Select, wrapped once); the list of options is short and fixed. */
import {
  Button as AriaButton,
  Select as AriaSelect,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';

export interface SelectProps<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  isDisabled?: boolean;
  className?: string;
}

export function Select<V extends string>({
  label,
  options,
  value,
  onChange,
  isDisabled,
  className,
}: SelectProps<V>) {
  return (
    <AriaSelect
      className={className ? `field ${className}` : 'field'}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key) as V);
      }}
      isDisabled={isDisabled}
    >
      <Label className="field__label">{label}</Label>
      <AriaButton className="select__button">
        <SelectValue className="select__value" />
        <span aria-hidden="true" className="select__chevron">
          ▾
        </span>
      </AriaButton>
      <Popover className="popover">
        <ListBox className="listbox" items={options.map((o) => ({ id: o.value, ...o }))}>
          {(option) => (
            <ListBoxItem id={option.id} className="listbox__item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
