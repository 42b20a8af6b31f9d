/**
 * The full single-choice select (react-aria Select): fetched on first use by select.tsx, which
 * renders its closed trigger until then (deferred.tsx).
 */
import {
  Button as AriaButton,
  Select as AriaSelect,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import type { DeferredProps } from './deferred.tsx';
import { DeferredOpen } from './deferred-open.tsx';
import type { SelectProps } from './select.tsx';

export function SelectControl({
  label,
  options,
  value,
  onChange,
  isDisabled,
  className,
  focusRef,
  openOnMount,
}: SelectProps<string> & DeferredProps) {
  return (
    <AriaSelect
      className={className ? `field ${className}` : 'field'}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      isDisabled={isDisabled}
    >
      <Label className="field__label">{label}</Label>
      <AriaButton ref={focusRef} className="select__button">
        <SelectValue className="select__value" />
        <span aria-hidden="true" className="select__chevron">
          ▾
        </span>
      </AriaButton>
      <DeferredOpen intent={openOnMount} />
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
