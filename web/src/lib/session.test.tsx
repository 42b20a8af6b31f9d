/**
 * issue 10 item 6: the current user has one home, the session store. What a mutation writes is
 * what the guards read and what every component shows.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAccount } from '#/testing/api-server.ts';
import { currentUser, useUser } from './session.ts';

function Name() {
  return <p>{useUser()?.fullName ?? 'anonymous'}</p>;
}

describe('useUser (issue 10 item 6: one home for the current user)', () => {
  it('shows what currentUser.set wrote, and follows each later write', async () => {
    render(<Name />);
    expect(screen.getByText('anonymous')).toBeTruthy();
    act(() => currentUser.set(buildAccount({ fullName: 'Ada Agent' })));
    expect(await screen.findByText('Ada Agent')).toBeTruthy();
    act(() => currentUser.set(buildAccount({ fullName: 'Ada Lovelace' })));
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(currentUser.get()?.fullName).toBe('Ada Lovelace');
    act(() => currentUser.set(null));
    expect(await screen.findByText('anonymous')).toBeTruthy();
  });

  it('survives without watchers: the guards read it between screens', async () => {
    currentUser.set(buildAccount({ fullName: 'Ada Agent' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(currentUser.get()?.fullName).toBe('Ada Agent');
  });

  it('tells each subscriber of a change until it unsubscribes', () => {
    const seen: (string | undefined)[] = [];
    const unsubscribe = currentUser.subscribe(() => seen.push(currentUser.get()?.fullName));
    currentUser.set(buildAccount({ fullName: 'Ada Agent' }));
    unsubscribe();
    currentUser.set(null);
    expect(seen).toEqual(['Ada Agent']);
  });
});
