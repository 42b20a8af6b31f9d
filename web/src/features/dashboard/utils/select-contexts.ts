/**
 * spec 02 §2, §5: at most 3 contexts, coloured #1890ff, #b222d7, #efac2d in the order chosen;
 * compare mode when more than one is chosen.
 */

import type { Camelize } from '@sl/api-contract/client/case';
import { CONTEXT_COLORS, MAX_SELECTED_CONTEXTS } from '@sl/api-contract/schemas/common-values';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import type { ReadContext } from './widget-env.ts';

export interface SelectorContext {
  id: number;
  title: string;
  section: string;
  properties: Camelize<ContextProperties>;
}

/** The contexts the ids name, in the ids' order, with their colours; unknown ids are dropped. */
export function selectedContexts(all: readonly SelectorContext[], ids: readonly number[]): ReadContext[] {
  const picked: ReadContext[] = [];
  for (const id of ids) {
    const context = all.find((c) => c.id === id);
    if (!context || picked.length >= MAX_SELECTED_CONTEXTS) continue;
    picked.push({
      id: context.id,
      title: context.title,
      properties: context.properties,
      color: CONTEXT_COLORS[picked.length] ?? CONTEXT_COLORS[0],
    });
  }
  return picked;
}

/**
 * A new choice from the selector: ids already chosen keep their place (and colour), new ones
 * follow, and anything past the third is refused.
 */
export function nextContextIds(
  current: readonly number[],
  chosen: readonly number[],
): { ids: number[]; refused: boolean } {
  const kept = current.filter((id) => chosen.includes(id));
  const added = chosen.filter((id) => !kept.includes(id));
  const ids = [...kept, ...added];
  return { ids: ids.slice(0, MAX_SELECTED_CONTEXTS), refused: ids.length > MAX_SELECTED_CONTEXTS };
}

export const SECTION_LABELS: Record<string, string> = {
  brands: 'Brand searches',
  my_searches: 'My searches',
  team_searches: 'Team searches',
};
