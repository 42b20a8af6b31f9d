import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { chosenTeamsLabel, type Visibility, VisibilitySelector } from './visibility-selector.tsx';

const teams = [
  { id: 5, name: 'Support' },
  { id: 6, name: 'Marketing' },
];

function Harness({ onValue }: { onValue: (v: Visibility) => void }) {
  const [value, setValue] = useState<Visibility>({ entityType: 1, entityIds: [3] });
  return (
    <VisibilitySelector
      label="Template visible for"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
      teams={teams}
      userId={3}
      businessProfileId={1}
    />
  );
}

describe('visibility selector (spec 01 §2, §3)', () => {
  it.each([
    [0, 'Select teams'],
    [1, '1 chosen'],
    [4, '4 chosen'],
  ])('%i teams read %s', (n, label) => {
    expect(chosenTeamsLabel(n)).toBe(label);
  });

  it('offers Only Me, Everyone and Teams, each with the ids the spec gives', async () => {
    const user = userEvent.setup();
    const values: Visibility[] = [];
    render(<Harness onValue={(v) => values.push(v)} />);
    const group = screen.getByRole('radiogroup', { name: 'Template visible for' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Only Me', 'Everyone', 'Teams']);
    await user.click(within(group).getByRole('radio', { name: 'Everyone' }));
    expect(values.at(-1)).toEqual({ entityType: 2, entityIds: [1] });
    await user.click(within(group).getByRole('radio', { name: 'Teams' }));
    expect(values.at(-1)).toEqual({ entityType: 3, entityIds: [] });
    const trigger = screen.getByRole('button', { name: /Select teams/ });
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Marketing' }));
    expect(values.at(-1)).toEqual({ entityType: 3, entityIds: [6] });
    await user.click(screen.getByRole('option', { name: 'Support' }));
    expect(values.at(-1)?.entityIds.toSorted()).toEqual([5, 6]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /2 chosen/ })).toBeTruthy();
  });
});
