/**
 * spec 02 §1 "annotations with layers", §3 (layer fields; widget config `annotations`, `layerIds`),
 * §7 (the annotations calls), §9 (12-colour palette); decision record 020. One journey: an admin
 * makes a layer, renames and recolours it, annotates the sentiment chart on a clicked day, sees the
 * line on every time chart and the annotation as text under it, moves it to another layer, hides
 * the layers on one chart only, then deletes the annotation and the layer.
 */
import type { Page } from '@playwright/test';
import { actors } from './support/actors.ts';
import { callAs } from './support/mock-control.ts';
import { checkScreen } from './support/screen-check.ts';
import { createSession, signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const widget = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const lineLabels = (page: Page, name: string) => widget(page, name).locator('.highcharts-plot-line-label');
/** The colours of the annotation lines drawn on a chart, as the browser computes them ('rgb(r, g, b)'). */
const lineColours = (page: Page, name: string) =>
  widget(page, name)
    .locator('.highcharts-plot-line')
    .evaluateAll((lines) =>
      lines.map(
        (l) =>
          (globalThis as unknown as { getComputedStyle(e: unknown): { stroke: string } }).getComputedStyle(l)
            .stroke,
      ),
    );
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text });

test.describe('spec 02 §1, §3, §7 annotations and layers', () => {
  test('an admin creates a layer, annotates a day, sees it on every time chart, moves it, hides it on one chart, and deletes it', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    await signInOverApi(page, request, actors.admin, './?from=last-7-days');

    // Layers: create with a free colour, then rename and recolour.
    await page.getByRole('button', { name: 'Annotation layers' }).click();
    const panel = page.getByRole('dialog', { name: 'Annotation layers' });
    const layers = panel.getByRole('list', { name: 'Layers of this business profile' });
    await expect(layers.getByText('Incidents', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'New layer' }).click();
    // spec 02 §9: the seeded layers' colours are taken and cannot be picked.
    await expect(panel.getByRole('radio', { name: 'Red (in use)' })).toBeDisabled();
    await panel.getByRole('textbox', { name: 'Name' }).fill('Campaigns');
    await panel.getByRole('radio', { name: 'Purple' }).check({ force: true });
    await testInfo.attach('New layer form', { body: await panel.screenshot(), contentType: 'image/png' });
    await panel.getByRole('button', { name: 'Create layer' }).click();
    await expect(toast(page, 'Layer “Campaigns” created.')).toBeVisible();
    await expect(layers.getByText('Campaigns', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Edit Campaigns' }).click();
    await panel.getByRole('textbox', { name: 'Name' }).fill('Autumn campaign');
    await panel.getByRole('radio', { name: 'Cyan' }).check({ force: true });
    await panel.getByRole('button', { name: 'Save layer' }).click();
    await expect(layers.getByText('Autumn campaign', { exact: true })).toBeVisible();
    await expect(layers.getByText(/^Cyan · /)).toBeVisible();
    // One full screen check (axe, both widths) is for the dashboard below: on the loaded dashboard
    // each costs seconds. The panel is looked at as a picture.
    await testInfo.attach('Annotation layers panel', {
      body: await panel.screenshot(),
      contentType: 'image/png',
    });
    await panel.getByRole('button', { name: 'Close' }).click();

    // An annotation on a clicked day of the sentiment chart.
    const sentiment = widget(page, 'Sentiment');
    await sentiment.getByRole('button', { name: 'Add annotation' }).click();
    const form = sentiment.getByRole('form', { name: 'New annotation on sentiment' });
    await form.getByRole('textbox', { name: 'Title' }).fill('Price change');
    await form.getByRole('button', { name: /Layer/ }).click();
    await page.getByRole('option', { name: 'Autumn campaign' }).click();
    // The third day's column: its day becomes the annotation's date.
    await sentiment.locator('.highcharts-series-0 .highcharts-point').nth(2).click({ force: true });
    const hint = await form.locator('.annotation-form__hint').innerText();
    await form.getByRole('button', { name: 'Add annotation' }).click();
    await expect(toast(page, 'Annotation “Price change” added to Autumn campaign.')).toBeVisible();

    // On every time chart, as a line in the layer's colour and as text under the chart.
    for (const name of ['Sentiment', 'Sentiment trend', 'Impact score', 'First-reply time']) {
      await expect(lineLabels(page, name).filter({ hasText: 'Price change' })).toHaveCount(1);
    }
    const list = sentiment.getByRole('list', { name: 'Annotations on sentiment' });
    const item = list.getByRole('listitem').filter({ hasText: 'Price change' });
    await expect(item).toContainText('Autumn campaign');
    // The list says the date the form said it would mark.
    const marked = /Marks (\d{2} \w{3} \d{4})/.exec(hint)?.[1] ?? 'no date in the hint';
    await expect(item.locator('time')).toContainText(marked);
    await expect.poll(() => lineColours(page, 'Sentiment')).toEqual([rgb('#13c2c2')]);

    // Moved to another layer: its colour follows.
    await item.getByRole('button', { name: 'Edit Price change' }).click();
    const edit = sentiment.getByRole('form', { name: 'Edit annotation' });
    await edit.getByRole('button', { name: /Layer/ }).click();
    await page.getByRole('option', { name: 'Product launches' }).click();
    await edit.getByRole('button', { name: 'Save annotation' }).click();
    await expect(toast(page, 'Annotation “Price change” saved in Product launches.')).toBeVisible();
    await expect(item).toContainText('Product launches');
    await expect.poll(() => lineColours(page, 'Sentiment')).toContain(rgb('#52c41a'));
    await expect.poll(() => lineColours(page, 'Sentiment')).not.toContain(rgb('#13c2c2'));

    // spec 02 §3: layers are chosen per widget; switching one chart's annotations off leaves the others.
    const trend = widget(page, 'Sentiment trend');
    await trend.getByRole('switch', { name: 'Annotations' }).click({ force: true });
    await expect(lineLabels(page, 'Sentiment trend')).toHaveCount(0);
    await expect(trend.getByRole('list', { name: /^Annotations on/ })).toHaveCount(0);
    await expect(lineLabels(page, 'Sentiment').filter({ hasText: 'Price change' })).toHaveCount(1);
    await checkScreen(page, testInfo, 'Dashboard with annotations');

    // Delete the annotation, then the layer (its annotations go with it: the API's rule).
    await item.getByRole('button', { name: 'Delete Price change' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete annotation' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, 'Annotation “Price change” deleted.')).toBeVisible();
    await expect(lineLabels(page, 'Sentiment').filter({ hasText: 'Price change' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Annotation layers' }).click();
    await panel.getByRole('button', { name: 'Delete Autumn campaign' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete layer' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, 'Layer “Autumn campaign” deleted with its annotations.')).toBeVisible();
    await expect(layers.getByText('Autumn campaign', { exact: true })).toHaveCount(0);
  });

  test('a period annotated with an end date is drawn as a band on every time chart and read "from … to …" under it', async ({
    page,
    request,
  }, testInfo) => {
    // Decision record 020 "Lines and bands": our end_date. Made over the API (the form's Until
    // field is the same date picker as its Date field, exercised above).
    const session = await createSession(request, actors.admin);
    const { data: layers } = (await callAs(request, session, 'GET', '/v1/annotations/layers')) as {
      data: { id: number; name: string }[];
    };
    const incidents = layers.find((l) => l.name === 'Incidents');
    if (!incidents) throw new Error('the default scenario has an Incidents layer');
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    await callAs(request, session, 'POST', '/v1/annotations/annotations', {
      name: 'Support outage',
      layer_id: incidents.id,
      anchor_date: day(4),
      end_date: day(2),
    });
    await signInOverApi(page, request, actors.admin, './?from=last-7-days');
    for (const name of ['Sentiment', 'Sentiment trend', 'Impact score', 'First-reply time']) {
      await expect(
        widget(page, name).locator('.highcharts-plot-band-label').filter({ hasText: 'Support outage' }),
      ).toHaveCount(1);
      await expect(lineLabels(page, name).filter({ hasText: 'Support outage' })).toHaveCount(0);
    }
    const sentiment = widget(page, 'Sentiment');
    const item = sentiment
      .getByRole('list', { name: 'Annotations on sentiment' })
      .getByRole('listitem')
      .filter({ hasText: 'Support outage' });
    await expect(item).toContainText(/from .+ to .+/);
    await expect(item.locator('time')).toHaveCount(2);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const file = testInfo.outputPath(`band-${width}.png`);
      await sentiment.screenshot({ path: file });
      await testInfo.attach(`Sentiment with a band at ${width}px`, { path: file, contentType: 'image/png' });
    }
  });
});
