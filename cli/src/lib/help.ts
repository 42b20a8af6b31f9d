/** Help text pieces every command shares: an Examples section (CONVENTIONS §13: help with examples). */
import type { Command } from 'commander';

export function withExamples(command: Command, examples: readonly string[]): Command {
  return command.addHelpText('after', `\nExamples:\n${examples.map((e) => `  $ ${e}`).join('\n')}\n`);
}
