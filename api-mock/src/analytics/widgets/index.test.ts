/**
 * Issue 10 item 4: the route registers every call of the contract's widget table from the
 * widget's module; a call without its computation, or a computation of a call its widget does
 * not list, fails here (and the mock refuses to start).
 */
import type { WidgetId } from '@sl/api-contract/schemas/common';
import { callsOf, WIDGETS } from '@sl/api-contract/widgets';
import { describe, expect, it } from 'vitest';
import { WIDGET_MODULES } from './index.ts';

const modules = Object.entries(WIDGET_MODULES) as [WidgetId, (typeof WIDGET_MODULES)['sentiment']][];

describe('issue 10 item 4: one module per widget of the contract table', () => {
  it('has a module for every widget but the clusters (their own route, 404s)', () => {
    const ids = Object.keys(WIDGETS).filter((id) => id !== 'conversation-cluster');
    expect(Object.keys(WIDGET_MODULES).sort()).toEqual(ids.sort());
  });

  it.each(modules)('%s computes exactly its calls and their CSV twins', (id, computes) => {
    expect(computes.map((c) => c.endpoint.id).sort()).toEqual(
      callsOf(WIDGETS[id])
        .map((e) => e.id)
        .sort(),
    );
  });
});
