/**
 * The full multi-select (react-aria Select in multiple mode): fetched on first use by
 * multi-select.tsx, which renders its closed trigger until then (deferred.tsx).
 */
import {
  Button as AriaButton,
  Autocomplete,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  Select,
  SelectValue,
  Text,
  useFilter,
} from 'react-aria-components';
import type { DeferredProps } from './deferred.tsx';
import { DeferredOpen } from './deferred-open.tsx';
import type { MultiSelectOption, MultiSelectProps } from './multi-select.tsx';

export function MultiSelectControl({
  label,
  options,
  value,
  onChange,
  summary,
  description,
  isSearchable,
  isDisabled,
  renderOption = (option) => option.name,
  focusRef,
  openOnMount,
}: MultiSelectProps<MultiSelectOption> & DeferredProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const list = (
    <ListBox className="listbox" items={options}>
      {(option) => (
        <ListBoxItem id={option.id} className="listbox__item" textValue={option.name}>
          {renderOption(option)}
        </ListBoxItem>
      )}
    </ListBox>
  );
  return (
    <Select<MultiSelectOption, 'multiple'>
      className="field"
      selectionMode="multiple"
      value={[...value]}
      onChange={(keys) => onChange(keys.map(String))}
      isDisabled={isDisabled}
    >
      <Label className="field__label">{label}</Label>
      <AriaButton ref={focusRef} className="select__button">
        <SelectValue className="select__value">{() => summary(value.length)}</SelectValue>
        <span aria-hidden="true" className="select__chevron">
          ▾
        </span>
      </AriaButton>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <DeferredOpen intent={openOnMount} />
      <Popover className="popover multi-select__popover">
        {isSearchable ? (
          <Autocomplete filter={contains}>
            <SearchField
              aria-label={`Search ${label.toLowerCase()}`}
              className="multi-select__search"
              autoFocus
            >
              <Input className="field__input" placeholder="Search" />
            </SearchField>
            {list}
          </Autocomplete>
        ) : (
          list
        )}
      </Popover>
    </Select>
  );
}
