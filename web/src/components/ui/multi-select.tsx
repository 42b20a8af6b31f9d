/**
 * A multi-select (react-aria Select in multiple mode, wrapped once): the collapsed button shows
 * no tags, only a summary the caller writes (spec 02 §9: '{n} selected' after 0 visible tags).
 * Long lists (languages) get a search box inside the popover.
 *
 * The list and its popover are fetched on first use (deferred.tsx): until then this renders the
 * closed select's trigger — a react-aria Button with the same label, summary and attributes.
 */
import { type ReactNode, useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { deferred, useDeferredTrigger } from './deferred.tsx';
import { SelectLabel } from './select.tsx';

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

const control = deferred(() => import('./multi-select-control.tsx'));

export function MultiSelect<T extends MultiSelectOption>(props: MultiSelectProps<T>) {
  const { Control, mount, triggerProps } = useDeferredTrigger(control, (m) => m.MultiSelectControl, true);
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  if (Control) return <Control {...(props as unknown as MultiSelectProps<MultiSelectOption>)} {...mount} />;
  const { label, options, value, summary, description, isDisabled } = props;
  const anyChosen = options.some((o) => value.includes(o.id));
  return (
    <div className="field" data-disabled={isDisabled || undefined}>
      <SelectLabel id={labelId} label={label} trigger={triggerProps.ref} isDisabled={isDisabled} />
      <AriaButton
        {...triggerProps}
        className="select__button"
        isDisabled={isDisabled}
        aria-haspopup="listbox"
        aria-labelledby={`${valueId} ${labelId}`}
        aria-describedby={description ? descriptionId : undefined}
      >
        <span id={valueId} className="select__value" data-placeholder={anyChosen ? undefined : true}>
          {summary(value.length)}
        </span>
        <span aria-hidden="true" className="select__chevron">
          ▾
        </span>
      </AriaButton>
      {description && (
        <span id={descriptionId} className="field__description" slot="description">
          {description}
        </span>
      )}
    </div>
  );
}
