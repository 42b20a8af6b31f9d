import { describe, expect, it } from 'vitest';
import { type Access, accessRedirect } from './guards.ts';

describe('accessRedirect (spec 01 §2 guards)', () => {
  it.each<[Access, boolean, string, boolean, string | null]>([
    ['guest-only', false, '/login', false, null],
    ['guest-only', true, '/login?redirectFrom=%2F', false, '/'],
    ['login-required', true, '/logout', false, null],
    ['login-required', false, '/logout', false, '/login'],
    ['login-required', false, '/inbox?tab=2', false, '/login?redirectFrom=%2Finbox%3Ftab%3D2'],
    ['login-required-unless-shared-link', true, '/', false, null],
    ['login-required-unless-shared-link', false, '/?range=7', false, '/login?redirectFrom=%2F%3Frange%3D7'],
    ['login-required-unless-shared-link', false, '/?shared_link_code=abc', true, null],
    ['any', false, '/nope', false, null],
    ['any', true, '/nope', false, null],
  ])('%s, signed in %s, %s (shared link %s) -> %s', (access, signedIn, path, hasSharedLinkCode, expected) => {
    expect(accessRedirect(access, { signedIn, path, hasSharedLinkCode })).toBe(expected);
  });
});
