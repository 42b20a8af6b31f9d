/** issue 11 "Time": one owner of the viewer's zone, the business profile's, UTC when there is none. */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAccount } from '#/testing/api-server.ts';
import { queryClient } from './query-client.ts';
import { currentUser } from './session.ts';
import { currentTimeZone, timeZoneOf, useTimeZone } from './time-zone.ts';

const inZone = (timeZone: string) =>
  buildAccount({ businessProfile: { ...buildAccount().businessProfile, timeZone } });

function Zone() {
  return <p>{useTimeZone()}</p>;
}

afterEach(() => currentUser.set(null));

describe('timeZoneOf (spec 02 §7: the business profile has a timeZone; mock defaults: UTC)', () => {
  it.each([
    ['the profile’s zone', inZone('America/New_York'), 'America/New_York'],
    ['UTC for an anonymous viewer', null, 'UTC'],
    ['UTC when the API leaves the zone out', inZone(''), 'UTC'],
    ['UTC for a zone this browser does not know', inZone('Mars/Olympus'), 'UTC'],
  ])('%s', (_, user, expected) => {
    expect(timeZoneOf(user)).toBe(expected);
  });
});

describe('useTimeZone and currentTimeZone read the signed-in user', () => {
  it('follow the user: anonymous, then New York, then Tokyo', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <Zone />
      </QueryClientProvider>,
    );
    expect(screen.getByText('UTC')).toBeTruthy();
    expect(currentTimeZone()).toBe('UTC');
    act(() => currentUser.set(inZone('America/New_York')));
    expect(await screen.findByText('America/New_York')).toBeTruthy();
    expect(currentTimeZone()).toBe('America/New_York');
    act(() => currentUser.set(inZone('Asia/Tokyo')));
    expect(await screen.findByText('Asia/Tokyo')).toBeTruthy();
  });
});
