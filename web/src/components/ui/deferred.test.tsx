/**
 * Controls whose popover is fetched on first use (deferred.tsx): before and after the full
 * control arrives, the trigger reads the same, and a press or a key asks it to open the way
 * react-aria opens it.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD_TEST, FIRST_LOAD as LOAD } from '#/testing/first-load.ts';

/**
 * The wrappers as a screen first meets them: fresh modules, so no control's code has been fetched
 * yet (a module fetched once stays, and later controls render in full from the start).
 */
async function fresh() {
  vi.resetModules();
  return {
    ...(await import('./button.tsx')),
    ...(await import('./menu.tsx')),
    ...(await import('./multi-select.tsx')),
    ...(await import('./popover.tsx')),
    ...(await import('./select.tsx')),
  };
}

const OPTIONS = [
  { value: 'day', label: 'Last day' },
  { value: 'week', label: 'Last week' },
  { value: 'month', label: 'Last month' },
];

/** What assistive technology reads of a button: role, name, description, state. */
function readOut(button: HTMLElement) {
  const byIds = (ids: string | null) =>
    (ids ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
  return {
    name: button.getAttribute('aria-label') ?? byIds(button.getAttribute('aria-labelledby')),
    description: byIds(button.getAttribute('aria-describedby')),
    haspopup: button.getAttribute('aria-haspopup'),
    expanded: button.getAttribute('aria-expanded'),
    disabled: (button as HTMLButtonElement).disabled,
  };
}

describe('controls fetched on first use (decision record 013, fifth pass)', FIRST_LOAD_TEST, () => {
  it('a select reads the same before and after its list arrives, and a click opens it', async () => {
    const { Select } = await fresh();
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Time range" options={OPTIONS} value="week" onChange={onChange} />);
    const before = readOut(screen.getByRole('button', { name: /Time range/ }));
    expect(before).toEqual({
      name: 'Last week Time range',
      description: '',
      haspopup: 'listbox',
      expanded: 'false',
      disabled: false,
    });
    await user.click(screen.getByRole('button', { name: /Time range/ }));
    const list = await screen.findByRole('listbox', {}, LOAD);
    expect(list).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Last month' }));
    expect(onChange).toHaveBeenCalledWith('month');
    // Closed again: the full control reads as the trigger did, and keeps the focus.
    const after = screen.getByRole('button', { name: /Time range/ });
    expect({ ...readOut(after), expanded: after.getAttribute('aria-expanded') }).toEqual(before);
    await waitFor(() => expect(document.activeElement).toBe(after));
  });

  it('a select reached by Tab takes focus when it arrives; ArrowDown opens it on the chosen option', async () => {
    const { Select } = await fresh();
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <button type="button">before</button>
        <Select label="Sort" options={OPTIONS} value="week" onChange={onChange} />
      </>,
    );
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const option = await screen.findByRole('option', { name: 'Last week' }, LOAD);
    await waitFor(() => expect(document.activeElement).toBe(option), LOAD);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('month');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Sort/ })));
  });

  it('a multi-select reads its summary and description the same, and Enter opens it', async () => {
    const { MultiSelect } = await fresh();
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <MultiSelect
        label="Contexts"
        description="Up to 3"
        options={[
          { id: 'a', name: 'Acme' },
          { id: 'b', name: 'Beta' },
        ]}
        value={['a']}
        onChange={onChange}
        summary={(n) => `${n} selected`}
      />,
    );
    expect(readOut(screen.getByRole('button', { name: /Contexts/ }))).toEqual({
      name: '1 selected Contexts',
      description: 'Up to 3',
      haspopup: 'listbox',
      expanded: 'false',
      disabled: false,
    });
    await user.tab();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Beta' }, LOAD));
    expect(onChange).toHaveBeenCalledWith(['a', 'b']);
  });

  it('a menu opens by keyboard on its first item, and its items act', async () => {
    const { MenuButton, MenuItem, PlainButton } = await fresh();
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <MenuButton
        aria-label="Account"
        items={[
          { id: 'profile', label: 'Profile' },
          { id: 'out', label: 'Sign out' },
        ]}
        onAction={onAction}
        trigger={<PlainButton aria-label="Account menu for Ann">A</PlainButton>}
      >
        {(entry) => <MenuItem id={entry.id}>{entry.label}</MenuItem>}
      </MenuButton>,
    );
    const trigger = screen.getByRole('button', { name: 'Account menu for Ann' });
    expect(readOut(trigger)).toMatchObject({ haspopup: 'true', expanded: 'false' });
    await user.tab();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Profile' }, LOAD);
    await waitFor(() => expect(document.activeElement).toBe(first), LOAD);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('out');
  });

  it('a focused trigger hands its focus to the full control in the same commit (no key falls between)', async () => {
    const { MenuButton, MenuItem, PlainButton } = await fresh();
    const user = userEvent.setup();
    render(
      <MenuButton
        aria-label="Account"
        items={[{ id: 'profile', label: 'Profile' }]}
        onAction={() => undefined}
        trigger={<PlainButton aria-label="Account menu for Ann">A</PlainButton>}
      >
        {(entry) => <MenuItem id={entry.id}>{entry.label}</MenuItem>}
      </MenuButton>,
    );
    const trigger = screen.getByRole('button', { name: 'Account menu for Ann' });
    // Where the focus is when the page changes: a key pressed at that moment goes there. With the
    // focus moved by the full control's passive effect, it sat on the page's body between the
    // commit that removed the trigger and that effect, and an Enter typed then was lost (a
    // fresh-clone run of the keyboard test above).
    const focusAtSwap: (Element | null)[] = [];
    const observer = new MutationObserver(() => focusAtSwap.push(document.activeElement));
    observer.observe(document.body, { childList: true, subtree: true });
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Account menu for Ann');
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Account menu for Ann' })).not.toBe(trigger),
      LOAD,
    );
    observer.disconnect();
    const control = screen.getByRole('button', { name: 'Account menu for Ann' });
    expect(focusAtSwap.length).toBeGreaterThan(0);
    expect(focusAtSwap.every((element) => element === control)).toBe(true);
  });

  it('a popover dialog opens on the first press and names itself', async () => {
    const { Button, PopoverDialog } = await fresh();
    const user = userEvent.setup();
    render(
      <PopoverDialog aria-label="Notifications" trigger={<Button variant="quiet">Bell</Button>}>
        <p>Nothing new</p>
      </PopoverDialog>,
    );
    expect(screen.getByRole('button', { name: 'Bell' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Bell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LOAD);
    expect(dialog.textContent).toContain('Nothing new');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bell' })));
  });

  it('hovering fetches the control without swapping it; once fetched, later controls render in full', async () => {
    const { Select } = await fresh();
    const user = userEvent.setup();
    const { unmount } = render(
      <Select label="Sort" options={OPTIONS} value="day" onChange={() => undefined} />,
    );
    const trigger = screen.getByRole('button', { name: /Sort/ });
    await user.hover(trigger);
    await import('./select-control.tsx');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Still the trigger alone: the full control renders react-aria's hidden native select.
    expect(screen.getByRole('button', { name: /Sort/ })).toBe(trigger);
    expect(document.querySelector('select')).toBeNull();
    unmount();
    render(<Select label="Sort" options={OPTIONS} value="day" onChange={() => undefined} />);
    expect(document.querySelector('select')).not.toBeNull();
  });

  it('a control that arrives during a press waits for its end, and the press opens it', async () => {
    const { Select } = await fresh();
    const user = userEvent.setup();
    render(<Select label="Sort" options={OPTIONS} value="day" onChange={() => undefined} />);
    const trigger = screen.getByRole('button', { name: /Sort/ });
    await user.pointer({ keys: '[MouseLeft>]', target: trigger });
    await import('./select-control.tsx');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Held down: still the same element.
    expect(screen.getByRole('button', { name: /Sort/ })).toBe(trigger);
    await user.pointer({ keys: '[/MouseLeft]', target: trigger });
    expect(await screen.findByRole('listbox', {}, LOAD)).toBeTruthy();
  });
});
