/**
 * A single-choice select (react-aria Select, wrapped once); the list of options is short and fixed.
 *
 * The list and its popover are fetched on first use (deferred.tsx): until then this renders the
 * closed select's trigger — a react-aria Button with the same label, value and attributes.
 */
import { useId } from 'react';
import { Button as AriaButton, setInteractionModality } from 'react-aria-components';
import { deferred, useDeferredTrigger } from './deferred.tsx';

export interface SelectProps<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  isDisabled?: boolean;
  className?: string;
}

const control = deferred(() => import('./select-control.tsx'));

export function Select<V extends string>(props: SelectProps<V>) {
  const { Control, mount, triggerProps } = useDeferredTrigger(control, (m) => m.SelectControl, true);
  const labelId = useId();
  const valueId = useId();
  if (Control) return <Control {...(props as unknown as SelectProps<string>)} {...mount} />;
  const { label, options, value, isDisabled, className } = props;
  const chosen = options.find((o) => o.value === value);
  return (
    <div className={className ? `field ${className}` : 'field'} data-disabled={isDisabled || undefined}>
      <SelectLabel id={labelId} label={label} trigger={triggerProps.ref} isDisabled={isDisabled} />
      <AriaButton
        {...triggerProps}
        className="select__button"
        isDisabled={isDisabled}
        aria-haspopup="listbox"
        aria-labelledby={`${valueId} ${labelId}`}
      >
        <span id={valueId} className="select__value" data-placeholder={chosen ? undefined : true}>
          {chosen ? chosen.label : 'Select an item'}
        </span>
        <span aria-hidden="true" className="select__chevron">
          ▾
        </span>
      </AriaButton>
    </div>
  );
}

/** A select's label, as react-aria renders it: a span that focuses the trigger when clicked. */
export function SelectLabel({
  id,
  label,
  trigger,
  isDisabled,
}: {
  id: string;
  label: string;
  trigger: { current: HTMLButtonElement | null };
  isDisabled?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: react-aria's select label: the trigger it focuses is the keyboard's way in
    // biome-ignore lint/a11y/noStaticElementInteractions: as above
    <span
      id={id}
      className="field__label"
      onClick={() => {
        if (isDisabled) return;
        trigger.current?.focus();
        setInteractionModality('keyboard');
      }}
    >
      {label}
    </span>
  );
}
