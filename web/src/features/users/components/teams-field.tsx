/**
 * The Teams choice of the invite and edit modals: the profile's teams, read 'Select teams' or
 * 'N chosen' like the visibility selector's (spec 01 §2), and shut, saying why, while the profile
 * has none.
 */
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import { chosenTeamsLabel } from '#/components/ui/visibility-selector.tsx';
import type { Team } from '#/lib/people-queries.ts';

export interface TeamsFieldProps {
  teams: readonly Team[];
  /** The chosen teams' ids, as strings. */
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export function TeamsField({ teams, value, onChange }: TeamsFieldProps) {
  return (
    <MultiSelect
      label="Teams"
      options={teams.map((t) => ({ id: String(t.id), name: t.name }))}
      value={value}
      onChange={onChange}
      summary={chosenTeamsLabel}
      isDisabled={teams.length === 0}
      description={teams.length === 0 ? 'This profile has no teams yet.' : undefined}
    />
  );
}
