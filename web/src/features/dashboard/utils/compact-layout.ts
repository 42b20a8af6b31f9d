/**
 * spec 02 §9: "A default compact layout choice is stored locally": the viewer's choice of the
 * dense grid, kept on this device (lib/storage.ts, the only module touching localStorage).
 */
import { PRODUCT_PREFIX } from '@sl/api-contract/client/storage';
import { useState } from 'react';
import { storage } from '#/lib/storage.ts';

export const COMPACT_LAYOUT_KEY = `${PRODUCT_PREFIX}dashboard.compact-layout`;

export const readCompactLayout = (): boolean => storage.getItem(COMPACT_LAYOUT_KEY) === 'true';

export function writeCompactLayout(compact: boolean): void {
  storage.setItem(COMPACT_LAYOUT_KEY, String(compact));
}

/** The stored choice and a setter that stores it. */
export function useCompactLayout(): [boolean, (compact: boolean) => void] {
  const [compact, setCompact] = useState(readCompactLayout);
  return [
    compact,
    (next) => {
      writeCompactLayout(next);
      setCompact(next);
    },
  ];
}
