import { describe, expect, it } from 'vitest';
import { afterSignInPath, inviteSignUpPath, loginPath, toRouterPath } from './paths.ts';

describe('toRouterPath', () => {
  it.each([
    [{ pathname: '/n/', search: '' }, '/'],
    [{ pathname: '/n', search: '' }, '/'],
    [{ pathname: '/n/inbox', search: '?a=1', hash: '#x' }, '/inbox?a=1#x'],
    [{ pathname: '/elsewhere', search: '' }, '/elsewhere'],
  ])('%o -> %s', (location, expected) => {
    expect(toRouterPath(location)).toBe(expected);
  });
});

describe('loginPath (spec 01 §2)', () => {
  it.each([
    [undefined, '/login'],
    ['/', '/login?redirectFrom=%2F'],
    ['/inbox?tab=2', '/login?redirectFrom=%2Finbox%3Ftab%3D2'],
    ['/login?redirectFrom=%2F', '/login'],
    ['/logout', '/login'],
  ])('%s -> %s', (from, expected) => {
    expect(loginPath(from)).toBe(expected);
  });
});

describe('afterSignInPath (spec 01 §2)', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/inbox?tab=2', '/inbox?tab=2'],
    ['/login', '/'],
    ['/logout/', '/'],
    ['/login?x=1', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
  ])('%s -> %s', (from, expected) => {
    expect(afterSignInPath(from)).toBe(expected);
  });
});

describe('inviteSignUpPath: the invite e-mail link opens sign-up (spec 01 §2 tm)', () => {
  it.each([
    ['team_member_invite_token=abc%2Fd', '/sign-up?tm=abc%2Fd'],
    ['tm=xyz', '/sign-up?tm=xyz'],
    ['', '/sign-up'],
  ])('%s -> %s', (search, expected) => {
    expect(inviteSignUpPath(new URLSearchParams(search))).toBe(expected);
  });
});
