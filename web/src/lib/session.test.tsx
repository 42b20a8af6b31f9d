/**
 * issue 10 item 6: the current user has one home, the query cache. What a mutation writes is what
 * the guards read and what every component shows.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAccount } from '#/testing/api-server.ts';
import { queryClient } from './query-client.ts';
import { CURRENT_USER_KEY, currentUser, useUser } from './session.ts';

function Name() {
  return <p>{useUser()?.fullName ?? 'anonymous'}</p>;
}

describe('useUser (issue 10 item 6: one home for the current user)', () => {
  it('shows what currentUser.set wrote, and follows each later write', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <Name />
      </QueryClientProvider>,
    );
    expect(screen.getByText('anonymous')).toBeTruthy();
    act(() => currentUser.set(buildAccount({ fullName: 'Ada Agent' })));
    expect(await screen.findByText('Ada Agent')).toBeTruthy();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ fullName: 'Ada Agent' });
    act(() => currentUser.set(buildAccount({ fullName: 'Ada Lovelace' })));
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(currentUser.get()?.fullName).toBe('Ada Lovelace');
    act(() => currentUser.set(null));
    expect(await screen.findByText('anonymous')).toBeTruthy();
  });

  it('survives without watchers: the guards read it between screens', async () => {
    currentUser.set(buildAccount());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryClient.getQueryCache().find({ queryKey: CURRENT_USER_KEY })?.options.gcTime).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(currentUser.get()).not.toBeNull();
  });
});
