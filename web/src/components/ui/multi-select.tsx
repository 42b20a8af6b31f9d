/**
 * A multi-select (react-aria Select in multiple mode, wrapped once): the collapsed button shows
 * no tags, only a summary the caller writes (spec 02 §9: '{n} selected' after 0 visible tags).
 * Long lists (languages) get a search box inside the popover.
 */
import type { ReactNode } from 'react';
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

export interface MultiSelectOption {
  id: string;
  name: string;
}

export interface MultiSelectProps<T extends MultiSelectOption> {
  label: string;
  options: readonly T[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** What the collapsed button reads for this many chosen options. */
  summary: (count: number) => string;
  description?: string;
  /** Adds a search box that filters the options by name. */
  isSearchable?: boolean;
  isDisabled?: boolean;
  /** How an option renders in the list (default: its name). */
  renderOption?: (option: T) => ReactNode;
}

export function MultiSelect<T extends MultiSelectOption>({
  label,
  options,
  value,
  onChange,
  summary,
  description,
  isSearchable,
  isDisabled,
  renderOption = (option) => option.name,
}: MultiSelectProps<T>) {
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
    <Select<T, 'multiple'>
      className="field"
      selectionMode="multiple"
      value={[...value]}
      onChange={(keys) => onChange(keys.map(String))}
      isDisabled={isDisabled}
    >
      <Label className="field__label">{label}</Label>
      <AriaButton className="select__button">
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
