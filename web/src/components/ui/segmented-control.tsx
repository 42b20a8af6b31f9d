/**
 * A row of mutually exclusive choices that switch a view in place (a widget's tab, a granularity):
 * react-aria ToggleButtonGroup in single-selection mode, wrapped once.
 */
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';

export interface SegmentedControlProps<V extends string> {
  label: string;
  options: readonly { value: V; label: string; isDisabled?: boolean }[];
  value: V;
  onChange: (value: V) => void;
}

export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedControlProps<V>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      className="segmented"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (next !== undefined) onChange(String(next) as V);
      }}
    >
      {options.map((o) => (
        <ToggleButton key={o.value} id={o.value} className="segmented__item" isDisabled={o.isDisabled}>
          {o.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
