/**
 * Annotations on a time chart (spec 02 §1, §3 widget config `annotations` and `layerIds`, §7 the
 * annotation calls; decision record 020) against MSW handlers that keep annotations like the mock.
 * Highcharts does not draw in jsdom: the chart module is replaced by a stand-in that shows the
 * lines it is given and offers its points as buttons, as the real chart does through its
 * accessibility module.
 */
import { content } from '@sl/api-contract/endpoints';
import type { AnnotationWire, LayerWire } from '@sl/api-contract/schemas/annotations';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '#/app/provider.tsx';
import type { ChartProps } from '#/components/charts/chart.tsx';
import { Toasts, toastQueue } from '#/components/ui/toast.tsx';
import { currentUser } from '#/lib/session.ts';
import { buildAccount, handle, requests, server } from '#/testing/api-server.ts';
import { DEFAULT_VIEW } from '../utils/dashboard-view.ts';
import type { WidgetConfig } from '../utils/shared-link-config.ts';
import { buildWidgetEnv } from '../utils/widget-env.ts';
import { AnnotatedTimeChart } from './annotations-chart.tsx';

vi.mock('#/components/charts/chart.tsx', () => ({
  Chart: ({ options, label, onPointClick }: ChartProps) => {
    const axis = options.xAxis as {
      categories: string[];
      plotLines?: { label?: { text?: string }; color?: string }[];
      plotBands?: {
        className?: string;
        from: number;
        to: number;
        color?: string;
        label?: { text?: string };
      }[];
    };
    return (
      <figure aria-label={label}>
        <ul aria-label="Lines">
          {(axis.plotLines ?? []).map((l) => (
            <li key={l.label?.text}>
              {l.label?.text} {l.color}
            </li>
          ))}
        </ul>
        <ul aria-label="Bands">
          {(axis.plotBands ?? [])
            .filter((b) => b.className === 'annotation-band')
            .map((b) => (
              <li key={b.label?.text}>
                {b.label?.text} {b.from}–{b.to} {b.color}
              </li>
            ))}
        </ul>
        {axis.categories.map((c, index) => (
          <button key={c} type="button" onClick={() => onPointClick?.({ seriesId: 's', index, value: 1 })}>
            Point {c}
          </button>
        ))}
      </figure>
    );
  },
}));

const layers: LayerWire[] = [
  {
    id: 1,
    business_profile_id: 1,
    name: 'Incidents',
    color: '#f5222d',
    brand: null,
    type: 'public',
    created_by: 2,
  },
  {
    id: 2,
    business_profile_id: 1,
    name: 'Launches',
    color: '#52c41a',
    brand: null,
    type: 'public',
    created_by: 2,
  },
];
const note = (id: number, layerId: number, at: string, name: string, text = ''): AnnotationWire => ({
  id,
  business_profile_id: 1,
  name,
  text,
  layer_id: layerId,
  anchor_date: at,
  end_date: null,
  user_id: 2,
  attachments: [],
  search_item_id: null,
  created_at: at,
});

let rows: AnnotationWire[];

function serve() {
  server.use(
    handle(content.listLayers, () => ({ body: { data: layers } })),
    handle(content.listAnnotations, () => ({ body: { data: rows } })),
    handle(content.createAnnotation, ({ body }) => {
      const created = {
        ...note(9, body.layer_id, body.anchor_date, body.name, body.text),
        end_date: body.end_date,
      };
      rows = [...rows, created];
      return { body: created };
    }),
    handle(content.updateAnnotation, ({ params, body }) => {
      const id = Number(params.id);
      rows = rows.map((r) => (r.id === id ? { ...r, ...body } : r));
      return { body: rows.find((r) => r.id === id) as AnnotationWire };
    }),
    handle(content.deleteAnnotation, ({ params }) => {
      rows = rows.filter((r) => r.id !== Number(params.id));
      return { body: undefined as never };
    }),
  );
}

const DATES = ['2026-11-01', '2026-11-02', '2026-11-03'];
const RANGE = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-03T23:59:59.999Z' };

function Harness({
  initial = {},
  onConfig,
}: {
  initial?: WidgetConfig;
  onConfig?: (c: WidgetConfig) => void;
}) {
  const [config, setConfig] = useState<WidgetConfig>(initial);
  const env = buildWidgetEnv(DEFAULT_VIEW, RANGE, 'UTC', null, null, () => undefined);
  env.annotations = {
    widgetTitle: 'Sentiment',
    config,
    onConfigChange: (c) => {
      setConfig(c);
      onConfig?.(c);
    },
  };
  return (
    <AnnotatedTimeChart
      env={env}
      dates={DATES}
      label="Sentiment per period"
      options={{ xAxis: { categories: DATES } }}
      onPointClick={() => drilled.push('drill')}
    />
  );
}

let drilled: string[];
/** Every URL asked for: the recorded requests keep paths only, and the read's query is the point. */
let urls: string[];
const recordUrl = ({ request }: { request: Request }) => {
  urls.push(request.url);
};

function renderChart(props: Parameters<typeof Harness>[0] = {}) {
  render(
    <AppProvider>
      <Harness {...props} />
      <Toasts />
    </AppProvider>,
  );
  return userEvent.setup({ delay: null });
}

const lines = () =>
  within(screen.getByRole('list', { name: 'Lines' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
// Two reads in a row (layers, then their annotations): the first test also pays the cold start.
const noteList = () => screen.findByRole('list', { name: 'Annotations on sentiment' }, { timeout: 5000 });
const writes = () => requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);

beforeEach(() => {
  rows = [
    note(
      1,
      1,
      '2026-11-02T13:00:00.000Z',
      'Login outage',
      'Spike alert "Outage": 40 negative posts in 6 hours.',
    ),
    note(2, 2, '2026-11-03T08:00:00.000Z', 'Dark mode launch'),
  ];
  drilled = [];
  urls = [];
  server.events.on('request:start', recordUrl);
  currentUser.set(buildAccount({ role: 1 }));
  serve();
});
afterEach(() => {
  server.events.removeListener('request:start', recordUrl);
  for (const t of toastQueue.visibleToasts) toastQueue.close(t.key);
});

describe('AnnotatedTimeChart (spec 02 §1, §3, §7)', { timeout: 30_000 }, () => {
  it('draws each annotation on its day in its layer’s colour and lists it as text, the alert’s why included', async () => {
    renderChart();
    const list = await noteList();
    await waitFor(() => expect(lines()).toEqual(['Login outage #f5222d', 'Dark mode launch #52c41a']));
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('time')?.textContent)).toEqual([
      '02 Nov 2026 13:00:00',
      '03 Nov 2026 08:00:00',
    ]);
    expect(items[0]?.textContent).toContain('Incidents');
    expect(items[0]?.textContent).toContain('Spike alert "Outage": 40 negative posts in 6 hours.');
    // spec 02 §5: the read names the layers and a two-item time range.
    const read = urls.find((u) => u.includes('/v1/annotations/annotations'));
    expect(decodeURIComponent(read ?? '')).toContain(
      'layer_ids[]=1&layer_ids[]=2&time_range[]=2026-11-01T00:00:00.000Z&time_range[]=2026-11-03T23:59:59.999Z',
    );
  });

  it('spec 02 §3: keeps only the chosen layers, and none when annotations are switched off', async () => {
    const configs: WidgetConfig[] = [];
    const user = renderChart({ initial: { layerIds: [2] }, onConfig: (c) => configs.push(c) });
    await waitFor(() => expect(lines()).toEqual(['Dark mode launch #52c41a']));
    await user.click(screen.getByRole('switch', { name: 'Annotations' }));
    await waitFor(() => expect(lines()).toEqual([]));
    expect(screen.queryByRole('list', { name: 'Annotations on sentiment' })).toBeNull();
    expect(configs.at(-1)).toEqual({ layerIds: [2], annotations: { enabled: false } });
  });

  it('adds an annotation on a clicked point, without opening its posts', async () => {
    const user = renderChart();
    await noteList();
    await user.click(screen.getByRole('button', { name: 'Add annotation' }));
    const form = await screen.findByRole('form', { name: 'New annotation on sentiment' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Price change');
    await user.click(screen.getByRole('button', { name: 'Point 2026-11-02' }));
    expect(drilled).toEqual([]);
    expect(within(form).getByText(/Marks 02 Nov 2026 00:00:00/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Add annotation' }));
    await screen.findByText('Annotation “Price change” added to Incidents.');
    expect(writes()).toEqual([
      [
        'POST',
        '/v1/annotations/annotations',
        {
          name: 'Price change',
          text: '',
          layer_id: 1,
          anchor_date: '2026-11-02T00:00:00.000Z',
          end_date: null,
        },
      ],
    ]);
    await waitFor(() => expect(lines()).toContain('Price change + 1 more #f5222d'));
    // The form is closed: a click opens the point's posts again.
    await user.click(screen.getByRole('button', { name: 'Point 2026-11-01' }));
    expect(drilled).toEqual(['drill']);
  });

  it('picks the date with the keyboard: the form’s date field, one day back with the arrow key', async () => {
    const user = renderChart();
    await noteList();
    await user.click(screen.getByRole('button', { name: 'Add annotation' }));
    const form = await screen.findByRole('form', { name: 'New annotation on sentiment' });
    // A new annotation starts on the last day on screen.
    expect(within(form).getByText(/Marks 03 Nov 2026 00:00:00/)).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Mailing');
    const day = within(form)
      .getAllByRole('spinbutton')
      .find((s) => /day/i.test(s.getAttribute('aria-label') ?? ''));
    if (!day) throw new Error('no day segment');
    day.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(form).getByText(/Marks 02 Nov 2026 00:00:00/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Add annotation' }));
    await screen.findByText('Annotation “Mailing” added to Incidents.');
    expect(writes()[0]?.[2]).toMatchObject({ anchor_date: '2026-11-02T00:00:00.000Z' });
  });

  it('moves an annotation to another layer, then deletes it after confirmation', async () => {
    const user = renderChart();
    const list = await noteList();
    await user.click(within(list).getByRole('button', { name: 'Edit Login outage' }));
    const form = await screen.findByRole('form', { name: 'Edit annotation' });
    await user.click(within(form).getByRole('button', { name: /Layer/ }));
    await user.click(await screen.findByRole('option', { name: 'Launches' }));
    await user.click(within(form).getByRole('button', { name: 'Save annotation' }));
    await screen.findByText('Annotation “Login outage” saved in Launches.');
    expect(writes()).toEqual([
      [
        'PATCH',
        '/v1/annotations/annotations/1',
        {
          name: 'Login outage',
          text: 'Spike alert "Outage": 40 negative posts in 6 hours.',
          layer_id: 2,
          anchor_date: '2026-11-02T13:00:00.000Z',
          end_date: null,
        },
      ],
    ]);
    await waitFor(() => expect(lines()).toContain('Login outage #52c41a'));

    await user.click(within(list).getByRole('button', { name: 'Delete Login outage' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete annotation' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await screen.findByText('Annotation “Login outage” deleted.');
    await waitFor(() => expect(lines()).toEqual(['Dark mode launch #52c41a']));
  });

  it('draws a period (our endDate) as a band in the layer’s colour, listed “from … to …”, with no line', async () => {
    rows = [
      { ...note(5, 1, '2026-11-02T00:00:00.000Z', 'Autumn sale'), end_date: '2026-11-03T00:00:00.000Z' },
    ];
    renderChart();
    const bands = () =>
      within(screen.getByRole('list', { name: 'Bands' }))
        .queryAllByRole('listitem')
        .map((li) => li.textContent);
    await waitFor(() => expect(bands()).toEqual(['Autumn sale 0.5–2.5 rgba(245, 34, 45, 0.18)']));
    expect(lines()).toEqual([]);
    const list = await noteList();
    expect(list.textContent).toContain('from 02 Nov 2026 00:00:00 to 03 Nov 2026 00:00:00');
  });

  it('lets a guest read the annotations but not write them', async () => {
    currentUser.set(buildAccount({ role: 4 }));
    renderChart();
    const list = await noteList();
    expect(within(list).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add annotation' })).toBeNull();
  });
});

/**
 * The form's "Until (optional)" field (our `endDate`, decision record 020), entered with the
 * keyboard alone: Tab into the field's segments and type the day.
 */
describe('the annotation form’s “Until (optional)” field', { timeout: 30_000 }, () => {
  /** Tabs from the Title field until the focus is in the named date field, then types `typed`. */
  async function typeDay(
    user: ReturnType<typeof userEvent.setup>,
    form: HTMLElement,
    field: string,
    typed: string,
  ) {
    const group = await within(form).findByRole('group', { name: field });
    within(form).getByRole('textbox', { name: 'Title' }).focus();
    for (let i = 0; i < 12 && !group.contains(document.activeElement); i++) await user.tab();
    expect(group.contains(document.activeElement), `${field} reached with Tab`).toBe(true);
    await user.keyboard(typed);
  }

  it('creates a period: the end typed in “Until” is sent as end_date', async () => {
    const user = renderChart();
    await noteList();
    await user.click(screen.getByRole('button', { name: 'Add annotation' }));
    const form = screen.getByRole('form', { name: 'New annotation on sentiment' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Autumn sale');
    // The date first (a new annotation starts on the last day on screen), then its end.
    await typeDay(user, form, 'Date', '11012026');
    await typeDay(user, form, 'Until (optional)', '11022026');
    expect(within(form).getByText(/Marks 01 Nov 2026 00:00:00 to 02 Nov 2026 00:00:00\./)).toBeTruthy();
    // The form's alert stays in the page as an empty live region (FormAlert).
    expect(within(form).getByRole('alert').textContent).toBe('');
    await user.click(within(form).getByRole('button', { name: 'Add annotation' }));
    await screen.findByText('Annotation “Autumn sale” added to Incidents.');
    expect(writes()).toEqual([
      [
        'POST',
        '/v1/annotations/annotations',
        {
          name: 'Autumn sale',
          text: '',
          layer_id: 1,
          anchor_date: '2026-11-01T00:00:00.000Z',
          end_date: '2026-11-02T00:00:00.000Z',
        },
      ],
    ]);
  });

  it('spec 01 §5: an end before the date says “End date Can not be earlier than the date!” and sends nothing; “No end date” takes it back', async () => {
    const user = renderChart();
    await noteList();
    await user.click(screen.getByRole('button', { name: 'Add annotation' }));
    const form = screen.getByRole('form', { name: 'New annotation on sentiment' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Backwards');
    // The date stays the last day on screen (03 Nov); the end is two days before it.
    await typeDay(user, form, 'Until (optional)', '11012026');
    expect(within(form).getByRole('alert').textContent).toBe('End date Can not be earlier than the date!');
    await user.click(within(form).getByRole('button', { name: 'Add annotation' }));
    expect(writes()).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'No end date' }));
    expect(within(form).getByRole('alert').textContent).toBe('');
    await user.click(within(form).getByRole('button', { name: 'Add annotation' }));
    await screen.findByText('Annotation “Backwards” added to Incidents.');
    expect(writes()).toEqual([
      [
        'POST',
        '/v1/annotations/annotations',
        { name: 'Backwards', text: '', layer_id: 1, anchor_date: '2026-11-03T00:00:00.000Z', end_date: null },
      ],
    ]);
  });

  it('editing a period: “No end date” (by keyboard) sends end_date null, back to one instant', async () => {
    rows = [
      { ...note(5, 1, '2026-11-02T00:00:00.000Z', 'Autumn sale'), end_date: '2026-11-03T00:00:00.000Z' },
    ];
    const user = renderChart();
    const list = await noteList();
    await user.click(within(list).getByRole('button', { name: 'Edit Autumn sale' }));
    const form = screen.getByRole('form', { name: 'Edit annotation' });
    expect(within(form).getByText(/Marks 02 Nov 2026 00:00:00 to 03 Nov 2026 00:00:00\./)).toBeTruthy();
    within(form).getByRole('button', { name: 'No end date' }).focus();
    await user.keyboard('{Enter}');
    expect(within(form).getByText(/Marks 02 Nov 2026 00:00:00\./)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save annotation' }));
    await screen.findByText('Annotation “Autumn sale” saved in Incidents.');
    expect(writes()).toEqual([
      [
        'PATCH',
        '/v1/annotations/annotations/5',
        {
          name: 'Autumn sale',
          text: '',
          layer_id: 1,
          anchor_date: '2026-11-02T00:00:00.000Z',
          end_date: null,
        },
      ],
    ]);
  });
});
