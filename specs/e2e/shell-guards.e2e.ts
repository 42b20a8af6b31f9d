import { actors } from './support/actors.ts';
import { AvatarMenu, Sidebar, TopBar } from './support/app-shell.ts';
import { openInApp } from './support/in-app-navigation.ts';
import { LoginPage } from './support/login-page.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test.describe('spec 01 §2 guards in the local environment', () => {
  test('an anonymous visitor of a login-required route goes to /login with the full original path', async ({
    page,
  }) => {
    await page.goto('./moderation-report?tab=2');
    await expect(page).toHaveURL(/\/n\/login\?redirectFrom=%2Fmoderation-report%3Ftab%3D2$/);
    // spec 01 §6: Moderation Report is for business profile 11 (or a system admin).
    await new LoginPage(page).signIn(actors.globexAdmin);
    await expect(page).toHaveURL(/\/n\/moderation-report\?tab=2$/);
    await expect(page.getByRole('heading', { name: 'Moderation Report' })).toBeVisible();
    await expect(page).toHaveTitle('Moderation Report | Social Listening');
  });

  test('an admin cannot open /admin or /topics (system admin only) and lands on the dashboard', async ({
    page,
    request,
  }) => {
    await signInOverApi(page, request, actors.admin);
    await page.goto('./admin');
    await expect(page).toHaveURL(/\/n\/$/);
    await page.goto('./topics');
    await expect(page).toHaveURL(/\/n\/$/);
  });

  test('a guest cannot open /settings (system admin, admin, agent only)', async ({ page, request }) => {
    await signInOverApi(page, request, actors.guest);
    await page.goto('./settings/users');
    await expect(page).toHaveURL(/\/n\/$/);
  });

  test('a system admin opens /admin and /topics; /inbox, /search and /charts are open outside prod', async ({
    page,
    request,
  }) => {
    await signInOverApi(page, request, actors.sysadmin);
    for (const [path, heading] of [
      ['admin', 'Admin Management'],
      ['topics', 'Topics'],
      ['inbox', 'Inbox'],
      ['search', 'Live Search'],
      ['charts', 'Charts'],
    ]) {
      await page.goto(`./${path}`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | Social Listening`);
    }
  });

  // The reset link is not guest-only: a signed-in user changing their password follows it too
  // (decision 017; account-recovery.e2e.ts).
  test('a signed-in user is sent away from the guest-only routes', async ({ page, request }) => {
    await signInOverApi(page, request, actors.agent);
    for (const path of ['login', 'forget-password', 'sign-up?tm=x', 'signup?team_member_invite_token=x']) {
      await page.goto(`./${path}`);
      await expect(page).toHaveURL(/\/n\/$/);
    }
  });

  test('Page not found uses the auth layout for visitors and the default layout when signed in', async ({
    page,
    request,
  }) => {
    await page.goto('./no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(new Sidebar(page).nav()).toHaveCount(0);
    await expect(page).toHaveTitle('Page not found | Social Listening');
    await signInOverApi(page, request, actors.agent);
    await page.goto('./no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(new Sidebar(page).nav()).toBeVisible();
  });
});

test.describe('spec 01 §2 avatar menu, local environment, one actor per role', () => {
  // No legacy application is configured in this build (VITE_HOST_URL empty), so no Dashboard V1;
  // Moderation Report only for those who may open it (spec 01 §6: system admin or profile 11);
  // Rules and Reports (decision 018) for those who manage them.
  const workspace = ['Users', 'Channels', 'Teams', 'Templates', 'Settings'];
  const manage = ['Rules', 'Reports'];
  for (const [actor, expected] of [
    ['agent', [...workspace, 'Logout']],
    ['admin', [...workspace, ...manage, 'Logout']],
    ['globexAdmin', [...workspace, 'Moderation Report', ...manage, 'Logout']],
    ['sysadmin', [...workspace, 'Moderation Report', 'Admin BP', 'Topics', ...manage, 'Logout']],
    ['guest', ['Settings', 'Logout']],
  ] as const) {
    test(`the ${actor} sees ${expected.join(', ')}`, async ({ page, request }) => {
      await signInOverApi(page, request, actors[actor]);
      expect(await new AvatarMenu(page).labels()).toEqual(expected);
    });
  }

  test('the avatar shows the initials of the first two words of the name', async ({ page, request }) => {
    await signInOverApi(page, request, actors.admin);
    const name =
      (await new TopBar(page).avatarButton().getAttribute('aria-label'))?.replace('Account menu for ', '') ??
      '';
    const expected = name
      .replace(/[^\p{L}\p{N}\s]/gu, '')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0])
      .join('')
      .toUpperCase();
    expect(expected).toMatch(/^[A-Z]{2}$/);
    await expect(new TopBar(page).avatarButton()).toHaveText(expected);
  });

  test('the guest Settings entry opens the preferences and Logout signs out', async ({ page, request }) => {
    await signInOverApi(page, request, actors.guest);
    await new AvatarMenu(page).choose('Settings');
    await expect(page).toHaveURL(/\/n\/account\/settings\/preferences$/);
    await new AvatarMenu(page).choose('Logout');
    await expect(page).toHaveURL(/\/n\/login$/);
  });
});

test.describe('spec 01 §2 sidebar, local environment', () => {
  test('Dashboard, Inbox, Live Search, Helper, How To; collapsed by default outside prod; expands', async ({
    page,
    request,
  }) => {
    await signInOverApi(page, request, actors.agent);
    const sidebar = new Sidebar(page);
    expect(await sidebar.labels()).toEqual(['Dashboard', 'Inbox', 'Live Search', 'Helper', 'How To']);
    await expect(sidebar.nav()).toHaveAttribute('data-collapsed', 'true');
    await sidebar.toggle().click();
    await expect(sidebar.nav()).not.toHaveAttribute('data-collapsed', 'true');
    await sidebar.nav().getByRole('link', { name: 'Inbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox', exact: true })).toBeVisible();
  });

  test('below 835 px the sidebar is a drawer opened from the top bar toggle', async ({ page, request }) => {
    await signInOverApi(page, request, actors.agent);
    await page.setViewportSize({ width: 834, height: 800 });
    const sidebar = new Sidebar(page);
    await expect(sidebar.nav()).toHaveCount(0);
    await new TopBar(page).mobileToggle().click();
    await expect(sidebar.nav()).toBeVisible();
    await sidebar.nav().getByRole('link', { name: 'Helper' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Helper', exact: true })).toBeVisible();
    await expect(sidebar.nav()).toHaveCount(0);
    await page.setViewportSize({ width: 835, height: 800 });
    await expect(new TopBar(page).mobileToggle()).toHaveCount(0);
    await expect(sidebar.nav()).toBeVisible();
    // The rail is hidden by the style sheet itself at the mobile width, not only once React has
    // heard matchMedia and re-rendered: until then a resized page showed the 64 px rail and
    // overflowed (the Helper was 407 px wide at 390). Held at 834 px by a copy of the rail
    // that React does not own.
    await page.setViewportSize({ width: 834, height: 800 });
    const railShown = await page.evaluate(`(() => {
      const rail = document.createElement('nav');
      rail.className = 'sidebar sidebar--collapsed';
      document.querySelector('.default-layout__body').prepend(rail);
      const shown = getComputedStyle(rail).display;
      rail.remove();
      return shown;
    })()`);
    expect(railShown).toBe('none');
  });
});

test.describe('accessibility and screenshots of the shell screens', () => {
  // One tab per layout, loaded once; the other screens are opened inside the running app, and axe
  // runs at 390 px on the first screen of each layout only (decision record 023): the screens of
  // a layout share its narrow-width DOM (the drawer toggle instead of the sidebar). Every screen
  // still has its overflow check and screenshots at both widths.
  test('auth screens have no serious or critical axe violations', async ({ page }, testInfo) => {
    const screens = [
      ['login', 'Login'],
      ['forget-password', 'Forgot password'],
      ['sign-up', 'Sign up without invite'],
      ['no/such/page', 'Page not found (visitor)'],
    ];
    await page.goto(`./${screens[0][0]}`);
    for (const [i, [path, name]] of screens.entries()) {
      if (i > 0) await openInApp(page, `/${path}`);
      await expect(page.getByRole('main')).toBeVisible();
      await checkScreen(page, testInfo, name, { axeWidths: i === 0 ? [1440, 390] : [1440] });
    }
  });

  test('signed-in screens have no serious or critical axe violations', async ({
    page,
    request,
  }, testInfo) => {
    // Seven screens through axe, one of them the full dashboard (every widget).
    test.slow();
    const screens = [
      ['', 'Dashboard'],
      ['account/settings/preferences', 'Settings'],
      ['account/settings/safety-and-privacy', 'Settings'],
      ['account/settings/sso', 'Settings'],
      ['settings/users', 'Users'],
      ['admin', 'Admin Management'],
      ['helper', 'Helper'],
    ];
    await signInOverApi(page, request, actors.sysadmin);
    for (const [i, [path, heading]] of screens.entries()) {
      if (i > 0) await openInApp(page, `/${path}`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await checkScreen(page, testInfo, heading + (path ? ` (${path})` : ''), {
        axeWidths: i === 0 ? [1440, 390] : [1440],
      });
    }
    await new AvatarMenu(page).open();
    await checkScreen(page, testInfo, 'Avatar menu open');
  });
});
