/**
 * Downloads a widget's rows as CSV through the `.csv` twin of its call (spec 01 §7), with the
 * same body as the widget, so the file holds exactly the rows the widget reads.
 */
import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import { useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { apiClient } from '#/lib/api-client.ts';
import { csvFileName } from '../utils/csv-file-name.ts';
import type { WidgetEnv } from '../utils/widget-env.ts';

export interface CsvButtonProps {
  endpoint: AnyEndpoint;
  /** The read's body (POST twins) or, for the GET twins, its params and query. */
  body?: object;
  params?: object;
  query?: object;
  title: string;
  env: WidgetEnv;
  /** What the button says; a widget's says "Download CSV" (its title follows for screen readers). */
  label?: string;
}

export function CsvButton({ endpoint, body, params, query, title, env, label }: CsvButtonProps) {
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const download = async () => {
    setState('pending');
    try {
      const text = (await apiClient.call(endpoint, {
        ...(body ? { body: body as never } : {}),
        ...(params ? { params: params as never } : {}),
        ...(query ? { query: query as never } : {}),
        fresh: true,
      })) as string;
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = csvFileName(title, env.context?.title ?? null, env.rangeSlug);
      a.click();
      URL.revokeObjectURL(url);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        className={label ? undefined : 'button--small'}
        isPending={state === 'pending'}
        onPress={download}
      >
        {label ?? (
          <>
            Download CSV<span className="visually-hidden"> of {title.toLowerCase()}</span>
          </>
        )}
      </Button>
      {state === 'failed' ? (
        <span className="widget__note widget__note--error" role="alert">
          The CSV could not be downloaded.
        </span>
      ) : null}
    </>
  );
}
