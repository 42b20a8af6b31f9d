import { expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';

it.each([
  ['Login', 'Social Listening', 'Login | Social Listening'],
  ['Dashboard', 'Listen', 'Dashboard | Listen'],
  [undefined, 'Social Listening', 'Social Listening'],
])('pageTitle(%s, %s) = %s (spec 01 §2)', (title, product, expected) => {
  expect(pageTitle(title, product)).toBe(expected);
});
