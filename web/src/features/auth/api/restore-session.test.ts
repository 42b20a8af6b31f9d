/**
 * spec 01 §2 start-up: the stored session is cleared when the API refuses it, and kept when the
 * check got no answer (the page left mid-check: a reload, a link followed, or the network down).
 */
import { ApiError } from '@sl/api-contract/client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '#/lib/api-client.ts';
import { currentUser } from '#/lib/session.ts';
import { restoreSession } from './restore-session.ts';

afterEach(() => {
  vi.restoreAllMocks();
  currentUser.set(null);
});

function checkFails(error: unknown) {
  vi.spyOn(apiClient, 'currentUserId').mockReturnValue(3);
  vi.spyOn(apiClient, 'call').mockRejectedValue(error);
  return vi.spyOn(apiClient, 'clearSession').mockImplementation(() => undefined);
}

describe('spec 01 §2 restoreSession', () => {
  it('clears the stored session when the API refuses it', async () => {
    const cleared = checkFails(new ApiError(404, { error_message: 'Not found' }));
    expect(await restoreSession()).toBeNull();
    expect(cleared).toHaveBeenCalledOnce();
  });

  it('keeps the stored session when the check got no answer (the request was cancelled)', async () => {
    const cleared = checkFails(new TypeError('Failed to fetch'));
    expect(await restoreSession()).toBeNull();
    expect(cleared).not.toHaveBeenCalled();
    expect(currentUser.get()).toBeNull();
  });
});
