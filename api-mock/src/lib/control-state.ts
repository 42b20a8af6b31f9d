/**
 * State of the mock control API that is about the server, not the data: the request journal and
 * the standing latency/fault rules (DESIGN §3). Not persisted; a restart starts clean.
 */
import type { MOCK_FAULTS } from '@sl/api-contract/schemas/mock-control';
import type { FaultPattern } from './fault-pattern.ts';
import { JournalRing } from './journal-ring.ts';

export type MockFault = (typeof MOCK_FAULTS)[number];

export interface JournalEntry {
  id: number;
  /** Epoch milliseconds; the journal route writes them as ISO text. */
  at: number;
  method: string;
  url: string;
  status: number;
  duration_ms: number;
  account_id: number | null;
  fault: string | null;
}

export interface FaultRule {
  id: number;
  path_pattern: string;
  method: string | null;
  delay_ms: number | null;
  fault: MockFault | null;
  remaining: number | null;
  matcher: FaultPattern;
}

/** Requests the journal keeps by default (AppOptions.journalSize, env MOCK_JOURNAL_SIZE). */
export const DEFAULT_JOURNAL_SIZE = 2000;

export function createControlState(journalSize = DEFAULT_JOURNAL_SIZE) {
  return {
    journal: new JournalRing<JournalEntry>(journalSize),
    journalSeq: 0,
    rules: [] as FaultRule[],
    ruleSeq: 0,
  };
}
export type ControlState = ReturnType<typeof createControlState>;
