/**
 * issue 10 item 6: the preferences answer the account, and that answer is the current user
 * everywhere at once: what useUser shows and what the route guards read.
 */
import { session } from '@sl/api-contract/endpoints';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '#/app/provider.tsx';
import { currentUser, useUser } from '#/lib/session.ts';
import { buildAccount, buildAccountWire, handle, requests, useApi } from '#/testing/api-server.ts';
import { useUpdateGeneralPreferences } from './update-general-preferences.ts';

describe('useUpdateGeneralPreferences (spec 01 §7 PUT /v1/accounts/preferences/general)', () => {
  it('writes the answered account into the one home of the current user', async () => {
    const before = buildAccountWire();
    currentUser.set(buildAccount());
    useApi(
      handle(session.updateGeneralPreferences, ({ body }) => ({
        body: {
          ...before,
          preferences: { ...before.preferences, general: { ...before.preferences.general, ...body } },
        },
      })),
    );
    const { result } = renderHook(() => ({ update: useUpdateGeneralPreferences(), user: useUser() }), {
      wrapper: AppProvider,
    });
    expect(result.current.user?.preferences.general.urlWarning).toBe(true);

    act(() => result.current.update.mutate({ urlWarning: false }));

    await waitFor(() => expect(result.current.user?.preferences.general.urlWarning).toBe(false));
    expect(currentUser.get()?.preferences.general.urlWarning).toBe(false);
    expect(requests.map((r) => r.body)).toEqual([{ url_warning: false }]);
  });
});
