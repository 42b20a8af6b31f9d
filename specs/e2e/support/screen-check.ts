/**
 * Every screen of the shell issue: no serious or critical axe-core violations, no horizontal
 * overflow, and screenshots at 1440 px and 390 px wide (the widths the team reads screens at) attached to the report.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export interface CheckScreenOptions {
  /**
   * The widths axe runs at (default both). A scan of many screens of one layout runs it at 390 px
   * once per layout, where the DOM differs (the drawer instead of the sidebar): the same DOM gives
   * the same findings (decision record 023). Overflow and screenshots stay at both widths.
   */
  axeWidths?: number[];
  /**
   * Also check the charts (`.chart`, Highcharts' SVG). Off by default for time: through the
   * builder's default (axe.runPartial in the page, then axe.finishRun in a blank page) the pass
   * results of every SVG node are carried between pages — on the dashboard 6.2 MB of results and
   * 18–49 s a check, where axe's own audit took 5 s. With the charts the check runs axe.run in
   * the page (legacy mode: same-origin frames only, which is all the app has) and keeps only the
   * violations' nodes: 58 KB and about 5 s for the whole dashboard (decision record 021). Then
   * no violation of any impact is accepted.
   */
  charts?: boolean;
}

export async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { axeWidths = [1440, 390], charts = false }: CheckScreenOptions = {},
) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForLoadState('networkidle');
    if (axeWidths.includes(width)) await axeClean(page, name, width, charts);
    // Nothing may push the page sideways: no horizontal scrolling at either width.
    const scrollWidth = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
          .documentElement.scrollWidth,
    );
    expect(scrollWidth, `page width of ${name} at ${width}px`).toBeLessThanOrEqual(width);
    await testInfo.attach(`${name} at ${width}px`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function axeClean(page: Page, name: string, width: number, charts: boolean) {
  // react-aria's live announcer holds role="img" nodes labelled by text it has already removed.
  const builder = new AxeBuilder({ page }).exclude('[data-live-announcer]');
  const results = await (charts
    ? builder.setLegacyMode(true).options({ resultTypes: ['violations'] })
    : builder.exclude('.chart')
  ).analyze();
  // With the charts, nothing of any impact (what the charts' own check asked before, decision 021).
  const bad = results.violations
    .filter((v) => charts || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe violations on ${name} at ${width}px`).toEqual([]);
}
