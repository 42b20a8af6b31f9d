/**
 * Issue 10 item 4, spec 01 §6: one widget table, complete. Every dashboard call is a widget's
 * (or named as outside the widgets), and a widget's shared-link grant holds every call its view
 * makes; a widget added without its grant fails here rather than answering 403 to link viewers.
 */
import { describe, expect, it } from 'vitest';
import * as dashboard from './endpoints/dashboard.ts';
import { WIDGET_IDS } from './schemas/common.ts';
import { CALLS_OUTSIDE_WIDGETS, callsOf, WIDGETS, widgetsGranting } from './widgets.ts';

const dashboardCalls = Object.values(dashboard);

describe('issue 10 item 4, spec 01 §3, §6: the widget table', () => {
  it('names every widget id of spec 01 §3', () => {
    expect(Object.keys(WIDGETS).sort()).toEqual([...WIDGET_IDS].sort());
  });

  it.each(Object.entries(WIDGETS))(
    '%s: its shared-link grant holds each of its calls and CSV twins',
    (_id, w) => {
      expect(w.calls.length).toBeGreaterThan(0);
      for (const call of callsOf(w)) expect(w.sharedLinkGrant).toContain(call);
      for (const granted of w.sharedLinkGrant) expect(callsOf(w)).toContain(granted);
    },
  );

  it('every dashboard call belongs to exactly one widget, or is named as outside the widgets', () => {
    for (const e of dashboardCalls) {
      const owners = Object.values(WIDGETS).filter((w) => callsOf(w).includes(e));
      expect(owners.length + (CALLS_OUTSIDE_WIDGETS.includes(e) ? 1 : 0), e.id).toBe(1);
    }
  });

  it('a CSV twin answers text and reads the same body as its JSON call', () => {
    for (const w of Object.values(WIDGETS))
      for (const { read, csv } of w.calls) {
        expect(read.responseType, read.id).toBe('json');
        if (!csv) continue;
        expect(csv.responseType, csv.id).toBe('text');
        expect(csv.body ?? csv.query, csv.id).toBe(read.body ?? read.query);
      }
  });

  it('every widget call is open to shared-link viewers in its access rule', () => {
    for (const w of Object.values(WIDGETS))
      for (const e of callsOf(w)) expect(e.access, e.id).toMatchObject({ kind: 'session', sharedLink: true });
  });

  it('looks up the widgets granting a call', () => {
    expect(widgetsGranting('dashboard.topicsCsv')).toEqual(['topics']);
    expect(widgetsGranting(dashboard.dashboardGeneralReportCsv.id)).toEqual([]);
  });
});
