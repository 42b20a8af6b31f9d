/**
 * The card's Settings menu (spec 02 §3 widget config keys): a popover with the settings a widget
 * keeps — datasets and networks shown, sentiments read, a search over the drawn words, a mode.
 * Each change is written to the widget's config at once, so templates and shared links carry it.
 * The popover's fields (widget-settings-panel.tsx) are fetched when it first opens.
 */

import type { Sentiment } from '@sl/api-contract/schemas/common';
import { lazy, Suspense } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { DialogHeading, PopoverDialog } from '#/components/ui/popover.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { SENTIMENT_DATASETS } from '../utils/widget-config.ts';
import { SENTIMENT_SERIES } from './sentiment/build-sentiment-chart-options.ts';

const WidgetSettingsPanel = lazy(() => import('./widget-settings-panel.tsx'));

interface Option {
  id: string;
  name: string;
}

/** A list of things shown or left out: the config keeps the ones left out (or the ones kept). */
export interface ChecklistSetting {
  label: string;
  options: readonly Option[];
  /** The ids ticked. */
  checked: readonly string[];
  onChange: (checked: string[]) => void;
  /** The last ticked box cannot be unticked (a read needs at least one, spec 02 §5). */
  atLeastOne?: boolean;
}

export interface ChoiceSetting<V extends string = string> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

export interface WidgetSettingsProps {
  title: string;
  checklists?: readonly ChecklistSetting[];
  choice?: ChoiceSetting;
  search?: { label: string; value: string; onChange: (value: string) => void };
}

export function WidgetSettings({ title, checklists = [], choice, search }: WidgetSettingsProps) {
  return (
    <PopoverDialog
      aria-label={`Settings of ${title.toLowerCase()}`}
      dialogClassName="widget-settings"
      trigger={
        <Button variant="quiet" className="button--small">
          Settings<span className="visually-hidden"> of {title.toLowerCase()}</span>
        </Button>
      }
    >
      <DialogHeading className="widget-settings__title">{title}</DialogHeading>
      <Suspense fallback={<Spinner label="Opening the settings…" />}>
        <WidgetSettingsPanel checklists={checklists} choice={choice} search={search} />
      </Suspense>
    </PopoverDialog>
  );
}

/** A checklist over the ids a config keeps as "disabled": ticked means shown. */
export function shownChecklist(
  label: string,
  options: readonly Option[],
  disabled: readonly string[] | undefined,
  onDisabledChange: (disabled: string[]) => void,
): ChecklistSetting {
  const off = new Set(disabled ?? []);
  return {
    label,
    options,
    checked: options.filter((o) => !off.has(o.id)).map((o) => o.id),
    onChange: (checked) => onDisabledChange(options.filter((o) => !checked.includes(o.id)).map((o) => o.id)),
  };
}

/** The sentiment datasets of a sentiment-split chart, kept in `disabledDatasets`. */
export const sentimentDatasetsChecklist = (
  disabled: readonly string[] | undefined,
  onChange: (disabled: string[]) => void,
) => shownChecklist('Sentiments shown', SENTIMENT_DATASETS, disabled, onChange);

/** spec 02 §3 `selectedSentiments`: the sentiments a widget reads (all when the config names none). */
export function selectedSentimentsChecklist(
  selected: readonly Sentiment[] | undefined,
  onChange: (selected: Sentiment[]) => void,
): ChecklistSetting {
  const all = SENTIMENT_SERIES.map((s) => s.code);
  return {
    label: 'Sentiments read',
    options: SENTIMENT_SERIES.map((s) => ({ id: String(s.code), name: s.name })),
    checked: (selected ?? all).map(String),
    onChange: (checked) => onChange(all.filter((code) => checked.includes(String(code)))),
    atLeastOne: true,
  };
}
