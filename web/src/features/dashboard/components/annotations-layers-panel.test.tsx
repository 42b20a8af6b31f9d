/**
 * The annotation layers panel (spec 02 §3 layer fields, §7 layer calls, §9 the 12-colour palette;
 * decision record 020) against MSW handlers that keep the layers like the mock does, including
 * its refusal of a colour another layer holds.
 */
import { content } from '@sl/api-contract/endpoints';
import { LAYER_COLORS, LAYER_TYPES, type LayerWire } from '@sl/api-contract/schemas/annotations';
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '#/app/provider.tsx';
import { Toasts, toastQueue } from '#/components/ui/toast.tsx';
import { currentUser } from '#/lib/session.ts';
import { buildAccount, handle, requests, server } from '#/testing/api-server.ts';
import { annotationsQueryOptions } from '../api/annotations.ts';
import { AnnotationLayersPanel } from './annotations-layers-panel.tsx';

const layer = (id: number, name: string, color: string, over: Partial<LayerWire> = {}): LayerWire => ({
  id,
  business_profile_id: 1,
  name,
  color,
  brand: null,
  type: 'public',
  created_by: 2,
  ...over,
});

let rows: LayerWire[];
/** A colour another session takes between the palette's read and the create. */
let takenMeanwhile: string | null;

function serve() {
  server.use(
    handle(content.listLayers, () => ({ body: { data: rows } })),
    handle(content.layerProperties, () => ({
      body: {
        layer_properties: {
          colors: LAYER_COLORS.map((color) => ({ color, used: rows.some((r) => r.color === color) })),
          types: [...LAYER_TYPES],
        },
      },
    })),
    handle(content.createLayer, ({ body }) => {
      if (body.color === takenMeanwhile)
        return {
          status: 422,
          body: { message: MESSAGES.colourTaken, errors: { color: [MESSAGES.colourTaken] } },
        };
      const created = layer(9, body.name, body.color, { type: body.type });
      rows = [...rows, created];
      return { body: created };
    }),
    handle(content.updateLayer, ({ params, body }) => {
      const id = Number(params.id);
      rows = rows.map((r) => (r.id === id ? { ...r, ...body } : r));
      return { body: rows.find((r) => r.id === id) as LayerWire };
    }),
    handle(content.deleteLayer, ({ params }) => {
      rows = rows.filter((r) => r.id !== Number(params.id));
      return { body: undefined as never };
    }),
  );
}

function renderPanel() {
  render(
    <AppProvider>
      <AnnotationLayersPanel isOpen onClose={() => undefined} />
      <Toasts />
    </AppProvider>,
  );
  return userEvent.setup({ delay: null });
}

const dialog = () => screen.getByRole('dialog', { name: 'Annotation layers' });
const writes = () => requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);

beforeEach(() => {
  rows = [layer(1, 'Incidents', '#1890ff'), layer(2, 'Alerts', '#f5222d')];
  takenMeanwhile = null;
  currentUser.set(buildAccount({ role: 1 }));
  serve();
});
afterEach(() => {
  for (const t of toastQueue.visibleToasts) toastQueue.close(t.key);
});

describe('AnnotationLayersPanel (spec 02 §3, §7, §9)', { timeout: 30_000 }, () => {
  it('creates a layer on the first free colour; taken colours cannot be picked', async () => {
    const user = renderPanel();
    const list = await screen.findByRole('list', { name: 'Layers of this business profile' });
    expect(within(list).getByText('Blue · Everyone in this business profile')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'New layer' }));
    const form = await screen.findByRole('form', { name: 'New layer' });
    // The palette's first colour is taken by Incidents: the second is chosen.
    await waitFor(() =>
      expect(within(form).getByRole<HTMLInputElement>('radio', { name: 'Purple' }).checked).toBe(true),
    );
    expect(within(form).getByRole('radio', { name: 'Blue (in use)' }).hasAttribute('disabled')).toBe(true);
    expect(within(form).getByRole('radio', { name: 'Red (in use)' }).hasAttribute('disabled')).toBe(true);
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Campaigns');
    await user.click(within(form).getByRole('radio', { name: 'Only me' }));
    await user.click(within(form).getByRole('button', { name: 'Create layer' }));
    await screen.findByText('Layer “Campaigns” created.');
    expect(writes()).toEqual([
      ['POST', '/v1/annotations/layers', { name: 'Campaigns', color: '#b222d7', type: 'private' }],
    ]);
    expect(await within(dialog()).findByText('Purple · Only me')).toBeTruthy();
  });

  it('shows the API’s refusal of a colour another layer took meanwhile, and keeps the form', async () => {
    takenMeanwhile = '#b222d7';
    const user = renderPanel();
    await user.click(await within(dialog()).findByRole('button', { name: 'New layer' }));
    const form = await screen.findByRole('form', { name: 'New layer' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Campaigns');
    await waitFor(() =>
      expect(within(form).getByRole<HTMLInputElement>('radio', { name: 'Purple' }).checked).toBe(true),
    );
    await user.click(within(form).getByRole('button', { name: 'Create layer' }));
    expect(await within(form).findByText(new RegExp(MESSAGES.colourTaken))).toBeTruthy();
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Campaigns');
  });

  it('renames and recolours a layer; its own colour stays choosable', async () => {
    const user = renderPanel();
    await user.click(await within(dialog()).findByRole('button', { name: 'Edit Incidents' }));
    const form = await screen.findByRole('form', { name: 'Edit layer Incidents' });
    await waitFor(() =>
      expect(within(form).getByRole<HTMLInputElement>('radio', { name: 'Blue' }).checked).toBe(true),
    );
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Outages');
    await user.click(within(form).getByRole('radio', { name: 'Green' }));
    await user.click(within(form).getByRole('button', { name: 'Save layer' }));
    await screen.findByText('Layer “Outages” saved.');
    expect(writes()).toEqual([
      ['PATCH', '/v1/annotations/layers/1', { name: 'Outages', color: '#52c41a', type: 'public' }],
    ]);
  });

  it('says a name is needed before any call', async () => {
    const user = renderPanel();
    await user.click(await within(dialog()).findByRole('button', { name: 'New layer' }));
    const form = await screen.findByRole('form', { name: 'New layer' });
    await waitFor(() =>
      expect(within(form).getByRole<HTMLInputElement>('radio', { name: 'Purple' }).checked).toBe(true),
    );
    await user.click(within(form).getByRole('button', { name: 'Create layer' }));
    expect(await within(form).findByText('Should not be empty!')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('deletes a layer after confirmation, saying its annotations go with it', async () => {
    const user = renderPanel();
    await user.click(await within(dialog()).findByRole('button', { name: 'Delete Alerts' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete layer' });
    expect(confirm.textContent).toContain('“Alerts” and every annotation on it are deleted');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Layer “Alerts” deleted with its annotations.');
    expect(writes()).toEqual([['DELETE', '/v1/annotations/layers/2', undefined]]);
    await waitFor(() => expect(within(dialog()).queryByText('Alerts')).toBeNull());
  });

  it('says the layer is deleted when the list comes back before the annotations it refreshes', async () => {
    // The chart's annotations read answers slowly: the delete's refresh of the layers lands first
    // and the deleted layer's row (which holds the delete) leaves the list before the delete ends.
    let releaseAnnotations = () => {};
    server.use(
      handle(content.listAnnotations, async () => {
        await new Promise<void>((resolve) => {
          releaseAnnotations = resolve;
        });
        return { body: { data: [] } };
      }),
    );
    function ChartAnnotations() {
      useQuery(annotationsQueryOptions([1, 2], { from: '2026-11-01', to: '2026-11-30' }));
      return null;
    }
    render(
      <AppProvider>
        <ChartAnnotations />
        <AnnotationLayersPanel isOpen onClose={() => undefined} />
        <Toasts />
      </AppProvider>,
    );
    releaseAnnotations();
    const user = userEvent.setup({ delay: null });
    await user.click(await within(dialog()).findByRole('button', { name: 'Delete Alerts' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete layer' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(within(dialog()).queryByText('Alerts')).toBeNull());
    releaseAnnotations();
    await screen.findByText('Layer “Alerts” deleted with its annotations.');
  });
});
