/**
 * spec 01 §2 visibility selector and §3 visibility: 'Only Me' (ids = the user), 'Everyone'
 * (ids = the business profile), 'Teams' (the chosen team ids, a multi-select with placeholder
 * 'Select teams' showing '{n} chosen' when collapsed). Teams are data: the caller loads them.
 */
import { VISIBILITY } from '@sl/api-contract/schemas/common-values';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
} from 'react-aria-components';

export type VisibilityType = (typeof VISIBILITY)[keyof typeof VISIBILITY];

export interface Visibility {
  entityType: VisibilityType;
  entityIds: number[];
}

export interface VisibilitySelectorProps {
  label: string;
  value: Visibility;
  onChange: (value: Visibility) => void;
  teams: readonly { id: number; name: string }[];
  userId: number;
  businessProfileId: number;
  isTeamsLoading?: boolean;
}

const OPTIONS: { type: VisibilityType; label: string }[] = [
  { type: VISIBILITY.ONLY_ME, label: 'Only Me' },
  { type: VISIBILITY.EVERYONE, label: 'Everyone' },
  { type: VISIBILITY.TEAMS, label: 'Teams' },
];

/** spec 01 §2: what the collapsed team multi-select reads. */
export const chosenTeamsLabel = (count: number): string => (count === 0 ? 'Select teams' : `${count} chosen`);

export function VisibilitySelector({
  label,
  value,
  onChange,
  teams,
  userId,
  businessProfileId,
  isTeamsLoading,
}: VisibilitySelectorProps) {
  const select = (type: VisibilityType) => {
    if (type === VISIBILITY.ONLY_ME) onChange({ entityType: type, entityIds: [userId] });
    else if (type === VISIBILITY.EVERYONE) onChange({ entityType: type, entityIds: [businessProfileId] });
    else
      onChange({ entityType: type, entityIds: value.entityType === VISIBILITY.TEAMS ? value.entityIds : [] });
  };
  return (
    <div className="visibility-selector">
      <RadioGroup
        className="radio-group"
        value={String(value.entityType)}
        onChange={(v) => select(Number(v) as VisibilityType)}
        orientation="horizontal"
      >
        <Label className="field__label">{label}</Label>
        <div className="radio-group__options">
          {OPTIONS.map((option) => (
            <Radio key={option.type} value={String(option.type)} className="radio">
              {option.label}
            </Radio>
          ))}
        </div>
        <FieldError className="field__error" />
      </RadioGroup>
      {value.entityType === VISIBILITY.TEAMS && (
        <Select<{ id: number; name: string }, 'multiple'>
          className="field"
          selectionMode="multiple"
          placeholder="Select teams"
          value={value.entityIds}
          onChange={(keys) => onChange({ entityType: VISIBILITY.TEAMS, entityIds: keys.map(Number) })}
          isDisabled={isTeamsLoading}
        >
          <Label className="field__label">Teams</Label>
          <AriaButton className="select__button">
            <SelectValue className="select__value">
              {({ selectedItems }) => chosenTeamsLabel(selectedItems.filter(Boolean).length)}
            </SelectValue>
            <span aria-hidden="true" className="select__chevron">
              ▾
            </span>
          </AriaButton>
          <Popover className="popover">
            <ListBox className="listbox" items={teams}>
              {(team) => (
                <ListBoxItem id={team.id} className="listbox__item" textValue={team.name}>
                  {team.name}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Select>
      )}
    </div>
  );
}
