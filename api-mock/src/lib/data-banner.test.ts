import { describe, expect, it } from 'vitest';
import { dataLines } from './data-banner.ts';

const report = { loaded: null, generation: 7, writtenAt: '2026-11-20T12:00:00.000Z', warnings: [] };

describe('issue 16 #7: the banner states what was really loaded', () => {
  it('a new data file, a loaded generation, a fallback with its reason, and what was skipped', () => {
    expect(dataLines('/d/data.json', null)).toEqual([
      '  Data:     /d/data.json (new: started from the scenario; snapshot after every write)',
    ]);
    expect(dataLines('/d/data.json', { ...report, fellBackBecause: null })).toEqual([
      '  Data:     /d/data.json: loaded generation 7 of 2026-11-20T12:00:00.000Z (snapshot after every write)',
    ]);
    const fellBack = dataLines('/d/data.json', {
      ...report,
      fellBackBecause: '/d/data.json cannot be read (it is not valid JSON).',
      warnings: [
        'data.json.outbox.6.jsonl: its last line was cut short (a run killed mid-write) and was skipped.',
      ],
    });
    expect(fellBack).toEqual([
      '  Data:     /d/data.json: UNREADABLE, loaded the previous generation 7 of 2026-11-20T12:00:00.000Z',
      '            (/d/data.json cannot be read (it is not valid JSON).)',
      '            skipped: data.json.outbox.6.jsonl: its last line was cut short (a run killed mid-write) and was skipped.',
    ]);
  });
});
