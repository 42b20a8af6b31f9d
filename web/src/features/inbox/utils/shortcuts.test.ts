import { describe, expect, it } from 'vitest';
import { shortcutOf, step } from './shortcuts.ts';

const key = (k: string, target: Partial<HTMLElement> | null = null, mods = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: target as EventTarget | null,
  ...mods,
});

describe('inbox shortcuts (issue 12 keyboard first)', () => {
  it.each([
    ['j', 'next'],
    ['K', 'previous'],
    ['a', 'assign'],
    ['l', 'labels'],
    ['s', 'state'],
    ['t', 'translate'],
    ['r', 'reply'],
    ['e', 'resolve'],
    ['?', 'help'],
    ['x', null],
  ])('%s → %s', (k, action) => {
    expect(shortcutOf(key(k))).toBe(action);
  });

  it('pauses while a text field has focus', () => {
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(shortcutOf(key('j', input))).toBeNull();
    expect(shortcutOf(key('j', area))).toBeNull();
    expect(shortcutOf(key('j', box))).toBe('next');
    expect(shortcutOf(key('j', null, { ctrlKey: true }))).toBeNull();
  });

  it('J and K move one step and stop at the ends', () => {
    expect(step([1, 2, 3], null, 1)).toBe(1);
    expect(step([1, 2, 3], 1, 1)).toBe(2);
    expect(step([1, 2, 3], 3, 1)).toBe(3);
    expect(step([1, 2, 3], 1, -1)).toBe(1);
    expect(step([], 1, 1)).toBeNull();
  });
});
