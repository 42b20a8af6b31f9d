import { ROLES } from '@sl/api-contract/schemas/common';
import { describe, expect, it } from 'vitest';
import type { Authorizable } from '#/lib/authorization.ts';
import { authorizable } from '#/testing/authorizable.ts';
import { buildAvatarMenu } from './build-avatar-menu.ts';

const { SYS_ADMIN, ADMIN, AGENT, GUEST } = ROLES;
const WRITE = { settings: { index: { write: 1 } } };
const account = authorizable;
const labels = (menu: 'legacy' | 'workspace', a: Authorizable) =>
  buildAvatarMenu(menu, a).map((e) => e.label);

describe('avatar menu in prod and preprod (spec 01 §2, §6)', () => {
  it.each<[string, Authorizable, string[]]>([
    [
      'a system admin with the settings permission sees every entry but Dashboard V1',
      account(SYS_ADMIN, { permissions: WRITE }),
      [
        'Admin BP',
        'People',
        'Profiles',
        'Teams',
        'Custom Topics',
        'Rules',
        'Templates',
        'Settings',
        'Reports',
        'Moderation Report',
        'Logout',
      ],
    ],
    [
      'an admin without the permission sees no People, Profiles, Teams and no Moderation Report',
      account(ADMIN),
      ['Custom Topics', 'Rules', 'Templates', 'Settings', 'Reports', 'Logout'],
    ],
    [
      'an agent of profile 11 sees Dashboard V1 and Moderation Report but no Rules or Reports',
      account(AGENT, { businessProfile: { id: 11 } }),
      ['Custom Topics', 'Templates', 'Dashboard V1', 'Settings', 'Moderation Report', 'Logout'],
    ],
    [
      'a permission value of 0 does not count',
      account(AGENT, { permissions: { settings: { index: { write: 0 } } } }),
      ['Custom Topics', 'Templates', 'Settings', 'Logout'],
    ],
    [
      'an agent with write permission sees People, Profiles, Teams',
      account(AGENT, { permissions: WRITE }),
      ['People', 'Profiles', 'Teams', 'Custom Topics', 'Templates', 'Settings', 'Logout'],
    ],
    [
      'a taken-over admin account offers Restore Admin Account after Custom Topics',
      account(ADMIN, { overtaken: true }),
      ['Custom Topics', 'Restore Admin Account', 'Rules', 'Templates', 'Settings', 'Reports', 'Logout'],
    ],
  ])('%s', (_, a, expected) => {
    expect(labels('legacy', a)).toEqual(expected);
  });

  it('records an account event before Custom Topics', () => {
    const topics = buildAvatarMenu('legacy', account(AGENT)).find((e) => e.label === 'Custom Topics');
    expect(topics).toMatchObject({
      recordsAccountEvent: true,
      target: { kind: 'legacy', page: 'customTopics' },
    });
  });

  it('Rules and Reports open the app’s own screens (issue 14)', () => {
    const entries = buildAvatarMenu('legacy', account(ADMIN));
    expect(entries.find((e) => e.label === 'Rules')?.target).toEqual({ kind: 'route', href: '/rules' });
    expect(entries.find((e) => e.label === 'Reports')?.target).toEqual({ kind: 'route', href: '/reports' });
  });

  it('Settings opens /account/settings', () => {
    const settings = buildAvatarMenu('legacy', account(AGENT)).find((e) => e.label === 'Settings');
    expect(settings?.target).toEqual({ kind: 'route', href: '/account/settings' });
  });
});

describe('guest menu in every environment (spec 01 §2)', () => {
  it.each(['legacy', 'workspace'] as const)('%s: Settings (preferences) and Logout', (menu) => {
    const entries = buildAvatarMenu(
      menu,
      account(GUEST, { permissions: WRITE, businessProfile: { id: 11 } }),
    );
    expect(entries.map((e) => e.label)).toEqual(['Settings', 'Logout']);
    expect(entries[0].target).toEqual({ kind: 'route', href: '/account/settings/preferences' });
  });

  it('adds Restore Admin Account while taking over', () => {
    expect(labels('legacy', account(GUEST, { overtaken: true }))).toEqual([
      'Settings',
      'Restore Admin Account',
      'Logout',
    ]);
  });
});

describe('avatar menu in local and demo (spec 01 §2)', () => {
  it.each<[string, Authorizable, string[]]>([
    [
      'an agent of profile 1 has no Moderation Report (spec 01 §6)',
      account(AGENT),
      ['Users', 'Channels', 'Teams', 'Templates', 'Dashboard V1', 'Settings', 'Logout'],
    ],
    [
      'an agent of profile 11 has Moderation Report',
      account(AGENT, { businessProfile: { id: 11 } }),
      ['Users', 'Channels', 'Teams', 'Templates', 'Dashboard V1', 'Settings', 'Moderation Report', 'Logout'],
    ],
    [
      'a system admin adds Admin BP and Topics before Logout',
      account(SYS_ADMIN),
      [
        'Users',
        'Channels',
        'Teams',
        'Templates',
        'Dashboard V1',
        'Settings',
        'Moderation Report',
        'Admin BP',
        'Topics',
        'Rules',
        'Reports',
        'Logout',
      ],
    ],
    [
      'a taken-over account adds Restore Admin Account',
      account(ADMIN, { overtaken: true }),
      [
        'Users',
        'Channels',
        'Teams',
        'Templates',
        'Dashboard V1',
        'Settings',
        'Restore Admin Account',
        'Rules',
        'Reports',
        'Logout',
      ],
    ],
  ])('%s', (_, a, expected) => {
    expect(labels('workspace', a)).toEqual(expected);
  });
});

describe('Templates entry (spec 02 §2 templates modal)', () => {
  it.each(['legacy', 'workspace'] as const)(
    '%s: opens the reply-templates modal instead of leaving the app',
    (menu) => {
      const templates = buildAvatarMenu(menu, account(AGENT)).find((e) => e.label === 'Templates');
      expect(templates?.target).toEqual({ kind: 'templates' });
    },
  );
});

describe('Dashboard V1 without a legacy application', () => {
  it.each(['legacy', 'workspace'] as const)('%s: is not offered', (menu) => {
    const entries = buildAvatarMenu(menu, account(AGENT, { businessProfile: { id: 11 } }), {
      legacyApp: false,
    });
    expect(entries.map((e) => e.label)).not.toContain('Dashboard V1');
    expect(entries.map((e) => e.label)).toContain('Moderation Report');
  });
});
