/**
 * The body of a widget's Settings popover (widget-settings.tsx): fetched when the popover first
 * opens, with its fields (decision record 013, fifth pass: a checkbox, a text field and their
 * form validation are ~10 KB gzip the dashboard's first paint does not draw).
 */
import { Checkbox } from '#/components/ui/checkbox.tsx';
import { SegmentedControl } from '#/components/ui/segmented-control.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import type { WidgetSettingsProps } from './widget-settings.tsx';

export default function WidgetSettingsPanel({
  checklists = [],
  choice,
  search,
}: Omit<WidgetSettingsProps, 'title'>) {
  return (
    <>
      {choice ? (
        <SegmentedControl
          label={choice.label}
          options={choice.options}
          value={choice.value}
          onChange={choice.onChange}
        />
      ) : null}
      {search ? (
        <TextField label={search.label} value={search.value} onChange={search.onChange} type="search" />
      ) : null}
      {checklists.map((list) => (
        <fieldset key={list.label} className="widget-settings__list">
          <legend>{list.label}</legend>
          {list.options.map((o) => (
            <Checkbox
              key={o.id}
              label={o.name}
              isSelected={list.checked.includes(o.id)}
              isDisabled={list.atLeastOne && list.checked.length === 1 && list.checked[0] === o.id}
              onChange={(on) =>
                list.onChange(on ? [...list.checked, o.id] : list.checked.filter((id) => id !== o.id))
              }
            />
          ))}
        </fieldset>
      ))}
    </>
  );
}
