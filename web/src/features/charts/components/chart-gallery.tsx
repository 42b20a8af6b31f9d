/**
 * The chart gallery (spec 01 §2 /charts, not in prod or preprod): every chart the widgets draw,
 * side by side, for design review. Each entry names the options builder it comes from, so a
 * reviewer can find the code of what they look at.
 */
import { Chart, type ChartOptions } from '#/components/charts/chart.tsx';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import '../charts.css';

export interface GalleryEntry {
  id: string;
  title: string;
  /** The options builder's name, as in the code. */
  builder: string;
  state: { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; options: ChartOptions };
}

export function ChartGallery({
  entries,
  rangeLabel,
}: {
  entries: readonly GalleryEntry[];
  rangeLabel: string;
}) {
  return (
    <div className="chart-gallery">
      <PageHeader
        title="Charts"
        description={`Every chart of the dashboard widgets on your profile's data (${rangeLabel}), for design review.`}
      />
      <ul className="chart-gallery__grid" aria-label="Charts">
        {entries.map((e) => (
          <li key={e.id} className="card chart-gallery__item">
            <h2 className="card__title">{e.title}</h2>
            <code className="chart-gallery__builder">{e.builder}</code>
            {e.state.kind === 'loading' ? (
              <Spinner label={`Loading ${e.title.toLowerCase()}`} />
            ) : e.state.kind === 'error' ? (
              <p role="alert">{e.state.message}</p>
            ) : (
              <Chart options={e.state.options} label={e.title} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
