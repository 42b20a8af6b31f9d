/**
 * A time chart with its annotations (spec 02 §1 "annotations with layers", §3 widget config
 * `annotations` and `layerIds`; decision record 020): the annotations of the layers the widget
 * shows are drawn in their layer's colour, a line for an instant and a band for a period (our
 * `endDate`), and listed under the chart as text (the
 * chart's text alternative for them); writers add, edit, move and delete them here. Every time
 * widget renders this in place of <Chart />.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ChartPoint, ChartProps } from '#/components/charts/chart.tsx';
import { Button } from '#/components/ui/button.tsx';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { Switch } from '#/components/ui/switch.tsx';
import { can } from '#/lib/authorization.ts';
import { useUser } from '#/lib/session.ts';
import { formatCountOf } from '#/utils/format-bucket-label.ts';
import { WidgetChart } from '../widgets/widget-chart.tsx';
import '../annotations.css';
import { layersQueryOptions } from '../api/annotation-layers.ts';
import { annotationsQueryOptions } from '../api/annotations.ts';
import {
  type AnnotationDraft,
  type AnnotationsEnv,
  annotationsOfLayers,
  dayOf,
  draftOf,
  instantOnDay,
  type Layer,
  shownLayerIds,
} from '../utils/annotations-view.ts';
import { bucketStart } from '../utils/drill-down.ts';
import type { WidgetEnv } from '../utils/widget-env.ts';
import { annotationPlotBands, annotationPlotLines, withAnnotations } from '../widgets/time-axis.ts';
import { AnnotationsList } from './annotations-list.tsx';

// The form (its date pickers and zod rule) is fetched when a writer opens it, not with the
// dashboard's first screen (decision record 013).
const AnnotationForm = lazy(async () => ({
  default: (await import('./annotations-form.tsx')).AnnotationForm,
}));

export interface AnnotatedTimeChartProps extends ChartProps {
  env: WidgetEnv;
  /** The chart's bucket keys, in axis order. */
  dates: readonly string[];
}

export function AnnotatedTimeChart({ env, dates, ...chart }: AnnotatedTimeChartProps) {
  if (!env.annotations) return <WidgetChart {...chart} />;
  return <ChartWithAnnotations env={env} annotations={env.annotations} dates={dates} chart={chart} />;
}

const NO_LAYERS: Layer[] = [];

function ChartWithAnnotations({
  env,
  annotations: { widgetTitle, config, onConfigChange },
  dates,
  chart,
}: {
  env: WidgetEnv;
  annotations: AnnotationsEnv;
  dates: readonly string[];
  chart: ChartProps;
}) {
  const canEdit = can(useUser(), 'editDashboards');
  const { range, timeZone } = env.body;
  const layersQuery = useQuery(layersQueryOptions());
  const layers = layersQuery.data ?? NO_LAYERS;
  // One read for every layer, shared by every time chart (same key); each keeps its own layers.
  const all = useQuery(
    annotationsQueryOptions(
      layers.map((l) => l.id),
      range,
    ),
  );
  const enabled = config.annotations?.enabled !== false;
  const layerIds = shownLayerIds(config, layers);
  const shown = annotationsOfLayers(all.data ?? [], layerIds);
  const colorOf = (layerId: number) => layers.find((l) => l.id === layerId)?.color ?? '#5f6b7a';
  const marks = shown.map((a) => ({
    id: a.id,
    at: a.anchorDate,
    until: a.endDate,
    name: a.name,
    color: colorOf(a.layerId),
  }));
  const lines = annotationPlotLines(dates, timeZone, range, marks);
  const bands = annotationPlotBands(dates, timeZone, range, marks);
  const [draft, setDraft] = useState<AnnotationDraft | null>(null);

  // While the form is open a click on a point picks its period's start (clipped to the range:
  // the first bucket is partial) instead of opening its posts.
  const pickPoint = ({ index }: ChartPoint) => {
    if (!draft) return;
    const start = bucketStart(dates[index] ?? '', timeZone);
    if (!start) return;
    const at = Math.max(start.getTime(), Date.parse(range.from));
    setDraft({ ...draft, at: new Date(at).toISOString() });
  };
  const startNew = () => {
    const first = layers.find((l) => layerIds.includes(l.id)) ?? layers[0];
    if (!first) return;
    setDraft({
      id: null,
      name: '',
      text: '',
      layerId: first.id,
      // The last day on screen: what a team usually marks is what just happened.
      at: instantOnDay(dayOf(range.to, timeZone), timeZone, null),
      until: null,
    });
  };

  return (
    <div className="annotated-chart">
      <WidgetChart
        {...chart}
        options={withAnnotations(chart.options, lines, bands)}
        onPointClick={draft ? pickPoint : chart.onPointClick}
      />
      <div className="annotations-bar">
        <Switch
          label="Annotations"
          isSelected={enabled}
          onChange={(on) => onConfigChange({ ...config, annotations: { enabled: on } })}
        />
        {enabled && layers.length > 0 ? (
          <MultiSelect
            label="Layers"
            options={layers.map((l) => ({ id: String(l.id), name: l.name, color: l.color }))}
            value={layerIds.map(String)}
            onChange={(ids) => onConfigChange({ ...config, layerIds: ids.map(Number) })}
            summary={(n) => (n === layers.length ? 'All layers' : formatCountOf(n, 'layer', 'layers'))}
            renderOption={(o) => (
              <span className="annotations-bar__layer">
                <span className="layer-swatch" style={{ backgroundColor: o.color }} aria-hidden="true" />
                {o.name}
              </span>
            )}
          />
        ) : null}
        {canEdit && enabled && layers.length > 0 && !draft ? (
          <Button variant="secondary" onPress={startNew}>
            Add annotation
          </Button>
        ) : null}
        {canEdit && layersQuery.isSuccess && layers.length === 0 ? (
          <p className="annotations-bar__note">
            Create a layer with “Annotation layers” to annotate this chart.
          </p>
        ) : null}
      </div>
      {draft ? (
        <Suspense fallback={<Spinner label="Opening the annotation form…" />}>
          <AnnotationForm
            draft={draft}
            onChange={setDraft}
            layers={layers}
            range={range}
            timeZone={timeZone}
            widgetTitle={widgetTitle}
            onDone={() => setDraft(null)}
          />
        </Suspense>
      ) : null}
      {layersQuery.isError || all.isError ? (
        <p className="field__error" role="alert">
          The annotations could not be loaded: {(layersQuery.error ?? all.error)?.message}
        </p>
      ) : null}
      {enabled && shown.length > 0 ? (
        <AnnotationsList
          annotations={shown}
          layers={layers}
          timeZone={timeZone}
          widgetTitle={widgetTitle}
          onEdit={canEdit ? (a) => setDraft(draftOf(a)) : null}
        />
      ) : null}
    </div>
  );
}
