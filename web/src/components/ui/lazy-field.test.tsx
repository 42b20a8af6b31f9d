import { render, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, FIRST_LOAD_TEST } from '#/testing/first-load.ts';
import { DatePicker } from './date-picker.tsx';
import { DateRangePicker } from './date-range-picker.tsx';
import { LazyField } from './lazy-field.tsx';

describe('LazyField (issue 17, decision record 013: a control fetched when first shown)', () => {
  it('holds the place with its label and says it is busy until the control arrives', async () => {
    let arrive: (m: { default: () => React.JSX.Element }) => void = () => {};
    const Control = lazy(() => new Promise<{ default: () => React.JSX.Element }>((r) => (arrive = r)));
    const { container } = render(
      <LazyField label="When" className="field date-range">
        <Control />
      </LazyField>,
    );
    const placeholder = container.querySelector('[aria-busy="true"]');
    expect(placeholder?.className).toBe('field date-range');
    expect(placeholder?.textContent).toBe('When');
    arrive({ default: () => <input aria-label="When" /> });
    expect(await screen.findByRole('textbox', { name: 'When' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('the date pickers share their field (calendar-parts.tsx)', () => {
  it('a date picker: one labelled date with its calendar button', FIRST_LOAD_TEST, async () => {
    render(<DatePicker label="Day" value="2026-03-04" onChange={() => {}} />);
    const group = await screen.findByRole('group', { name: 'Day' }, FIRST_LOAD);
    expect(within(group).getByRole('button', { name: /^Open calendar/ })).toBeTruthy();
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('aria-valuenow')),
    ).toEqual(['3', '4', '2026']);
  });

  it('a range picker: a start and an end date, one calendar button', FIRST_LOAD_TEST, async () => {
    render(
      <DateRangePicker
        label="Range"
        value={{ start: '2026-01-02', end: '2026-02-03' }}
        onChange={() => {}}
      />,
    );
    const group = await screen.findByRole('group', { name: 'Range' }, FIRST_LOAD);
    expect(within(group).getAllByRole('button', { name: /^Open calendar/ })).toHaveLength(1);
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('aria-valuenow')),
    ).toEqual(['1', '2', '2026', '2', '3', '2026']);
  });
});
