import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempHome } from '../testing/cli-harness.ts';
import { createFileStorage } from './file-storage.ts';

const API = 'http://localhost:4000/api';

describe('createFileStorage', () => {
  it('keeps values for the next process, in a file only its owner can read', () => {
    const home = tempHome();
    const path = join(home, 'nested', 'session-default.json');
    const first = createFileStorage(path, API);
    first.setItem('sl.accessToken', 'a');
    first.setItem('sl.userId', '7');
    first.removeItem('sl.userId');

    const second = createFileStorage(path, API);
    expect(second.getItem('sl.accessToken')).toBe('a');
    expect(second.getItem('sl.userId')).toBeNull();
    expect(second.length).toBe(1);
    expect(second.key(0)).toBe('sl.accessToken');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      apiUrl: API,
      items: { 'sl.accessToken': 'a' },
      tokenSavedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    // The temporary file of each atomic write has been renamed away.
    expect(readdirSync(join(home, 'nested'))).toEqual(['session-default.json']);
  });

  it('starts signed out when the file belongs to another API URL', () => {
    const path = join(tempHome(), 'session-default.json');
    createFileStorage(path, API).setItem('sl.accessToken', 'a');
    expect(createFileStorage(path, 'http://other.test/api').getItem('sl.accessToken')).toBeNull();
  });
});
