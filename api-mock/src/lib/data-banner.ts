/** The start-up banner's lines about the data file (server.ts). */
import type { RestoreReport } from './persistence.ts';

/** issue 16 #7: the banner says what was really loaded from the data file. */
export function dataLines(file: string, restored: RestoreReport | null): string[] {
  if (!restored) return [`  Data:     ${file} (new: started from the scenario; snapshot after every write)`];
  const what = `generation ${restored.generation} of ${restored.writtenAt}`;
  const lines = restored.fellBackBecause
    ? [
        `  Data:     ${file}: UNREADABLE, loaded the previous ${what}`,
        `            (${restored.fellBackBecause})`,
      ]
    : [`  Data:     ${file}: loaded ${what} (snapshot after every write)`];
  // Said once: what was skipped while reading (a torn last line of the outbox log).
  for (const warning of restored.warnings) lines.push(`            skipped: ${warning}`);
  return lines;
}
