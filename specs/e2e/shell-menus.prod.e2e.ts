/** The app built with VITE_APP_ENV=prod (spec 01 §2: prod menus, sidebar and exclusions). */
import { actors } from './support/actors.ts';
import { AvatarMenu, Sidebar } from './support/app-shell.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test.describe('spec 01 §2 avatar menu in prod, one actor per role', () => {
  for (const [actor, expected] of [
    ['agent', ['Custom Topics', 'Templates', 'Settings', 'Logout']],
    [
      'admin',
      ['People', 'Profiles', 'Teams', 'Custom Topics', 'Rules', 'Templates', 'Settings', 'Reports', 'Logout'],
    ],
    [
      'sysadmin',
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
      'globexAdmin',
      [
        'People',
        'Profiles',
        'Teams',
        'Custom Topics',
        'Rules',
        'Templates',
        // Dashboard V1 only when a legacy application is configured (VITE_HOST_URL); this build has none.
        'Settings',
        'Reports',
        'Moderation Report',
        'Logout',
      ],
    ],
    ['guest', ['Settings', 'Logout']],
  ] as const) {
    test(`the ${actor} sees ${expected.join(', ')}`, async ({ page, request }) => {
      await signInOverApi(page, request, actors[actor]);
      expect(await new AvatarMenu(page).labels()).toEqual(expected);
    });
  }
});

test.describe('spec 01 §2 prod sidebar and exclusions', () => {
  test('the sidebar is Dashboard, Helper, Streams, Live Search, How To and starts expanded', async ({
    page,
    request,
  }, testInfo) => {
    await signInOverApi(page, request, actors.agent);
    const sidebar = new Sidebar(page);
    expect(await sidebar.labels()).toEqual(['Dashboard', 'Helper', 'Streams', 'Live Search', 'How To']);
    await expect(sidebar.nav()).not.toHaveAttribute('data-collapsed', 'true');
    await checkScreen(page, testInfo, 'Dashboard (prod)');
  });

  test('/inbox, /search, /topics and /charts are excluded in prod and send a system admin to the dashboard', async ({
    page,
    request,
  }) => {
    await signInOverApi(page, request, actors.sysadmin);
    for (const path of ['inbox', 'search', 'topics', 'charts']) {
      await page.goto(`./${path}`);
      await expect(page).toHaveURL(/\/n\/$/);
    }
    await page.goto('./admin');
    await expect(page.getByRole('heading', { name: 'Admin Management' })).toBeVisible();
  });

  test('an excluded route sends even an anonymous visitor to the dashboard (exclusion comes first)', async ({
    page,
  }) => {
    await page.goto('./inbox');
    // The dashboard then asks the visitor to sign in, with the dashboard as the way back.
    await expect(page).toHaveURL(/\/n\/login\?redirectFrom=%2F$/);
  });
});

test.describe('spec 01 §2 prod avatar menu: Rules and Reports open their screens (issue 14)', () => {
  test('an admin opens Rules and Reports from the avatar menu; an agent has neither', async ({
    page,
    request,
  }) => {
    await signInOverApi(page, request, actors.admin);
    const menu = new AvatarMenu(page);
    await menu.choose('Rules');
    await expect(page).toHaveURL(/\/n\/rules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
    await menu.choose('Reports');
    await expect(page).toHaveURL(/\/n\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  });
});

test.describe('spec 01 §2 prod: the inbox is excluded', () => {
  test('an inbox link with a source and an open item still lands on the dashboard (spec 01 §2)', async ({
    page,
    request,
  }) => {
    await signInOverApi(page, request, actors.agent, './inbox?source=stream-2&item=1');
    await expect(page).toHaveURL(/\/n\/$/);
    await expect(page.getByRole('navigation', { name: 'Inbox sources' })).toHaveCount(0);
  });
});
