import { WIDGET_IDS } from '@sl/api-contract/schemas/common';
import { describe, expect, it } from 'vitest';
import { WIDGET_ORDER, WIDGET_TABLE } from './widget-table.ts';

describe('the widget table (spec 02 §1)', () => {
  it('has one entry per widget id of the contract, and shows each exactly once', () => {
    expect(Object.keys(WIDGET_TABLE).sort()).toEqual([...WIDGET_IDS].sort());
    expect([...WIDGET_ORDER].sort()).toEqual([...WIDGET_IDS].sort());
  });

  it('names every CSV twin after its call (spec 01 §7: ".csv variants")', () => {
    for (const entry of Object.values(WIDGET_TABLE)) {
      for (const csv of entry.csv) {
        expect(csv.path).toMatch(/\.csv$/);
        expect(entry.endpoints.some((e) => csv.path.startsWith(e.path.replace(/:id$/, '')))).toBe(true);
      }
    }
  });

  it('every widget has a title a user recognises and a builder', () => {
    for (const entry of Object.values(WIDGET_TABLE)) {
      expect(entry.title).toMatch(/^[A-Z][a-z-]+( [a-z-]+)*$/);
      expect(typeof entry.build).toBe('function');
    }
  });
});
