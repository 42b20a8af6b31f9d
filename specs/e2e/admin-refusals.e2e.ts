/**
 * Issue 14: each admin screen refuses the roles that may not use it (spec 01 §2 guards: a
 * role-restricted route sends the user to the dashboard; §6 who may do what). One session per
 * actor, every refused route in turn, to keep the journeys short.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { type Actor, actors } from './support/actors.ts';
import { openInApp } from './support/in-app-navigation.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/**
 * Signs in straight onto the first route (a deep link, refused on the app's start), then opens
 * the others inside the running app as a link would (the guards run on every navigation), so the
 * app starts once per actor; each must land on the dashboard.
 */
async function refusedRoutes(
  page: Page,
  request: APIRequestContext,
  actor: Actor,
  routes: readonly string[],
) {
  for (const [index, route] of routes.entries()) {
    if (index === 0) await signInOverApi(page, request, actor, `./${route}`);
    else await openInApp(page, `/${route}`);
    await expect(page, `/${route}`).toHaveURL(/\/n\/$/);
  }
}

test('spec 01 §6: an agent is sent to the dashboard from Admin Management, Moderation Report, Rules and Reports', async ({
  page,
  request,
}) => {
  // Admin Management: system admin only. Moderation Report: system admin or profile 11 (the API's rule).
  // Rules and Reports: admin and system admin. The session opens on the first refused route, so
  // no dashboard is drawn before the first refusal (each refusal draws one: the slow part).
  await refusedRoutes(page, request, actors.agent, ['admin', 'moderation-report', 'rules', 'reports']);
});

test('spec 01 §6: an admin is sent to the dashboard from Admin Management and, outside profile 11, the Moderation Report', async ({
  page,
  request,
}) => {
  await refusedRoutes(page, request, actors.admin, ['admin', 'moderation-report']);
});

test('issue 14: a signed-out visitor of /helper is sent to sign in', async ({ page }) => {
  await page.goto('./helper');
  await expect(page).toHaveURL(/\/n\/login\?redirectFrom=%2Fhelper$/);
});
