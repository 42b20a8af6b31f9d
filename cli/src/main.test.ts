import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { EXIT } from './lib/errors.ts';
import { allCommands, buildProgram } from './main.ts';
import { runCli, tempHome } from './testing/cli-harness.ts';

/** The text addHelpText('after') adds, which helpInformation() leaves out. */
function helpAfter(command: ReturnType<typeof buildProgram>): string {
  let text = '';
  command.configureOutput({ writeOut: (t) => (text += t) }).outputHelp();
  return text;
}

describe('buildProgram', () => {
  it('has --json and help with examples on every command (CONVENTIONS §13)', () => {
    const program = buildProgram({ env: {} });
    const leaves = allCommands(program).filter((c) => c.commands.length === 0);
    expect(leaves.length).toBeGreaterThan(8);
    for (const command of leaves) {
      expect(
        command.options.map((o) => o.long),
        command.name(),
      ).toContain('--json');
    }
    for (const command of allCommands(program)) {
      expect(command.helpInformation() + helpAfter(command), command.name()).toContain('Examples:');
    }
  });

  it('writes help through configureOutput and stops through exitOverride', async () => {
    let out = '';
    const program = buildProgram({ env: {} })
      .exitOverride()
      .configureOutput({
        writeOut: (text) => {
          out += text;
        },
      });
    const failure = await program.parseAsync(['--help'], { from: 'user' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommanderError);
    expect((failure as CommanderError).code).toBe('commander.helpDisplayed');
    expect(out).toContain('Usage: slcli');
    expect(out).toMatch(/login \[options]/);
  });

  it('sends subcommand errors to the injected stderr', async () => {
    let err = '';
    const program = buildProgram({
      env: {},
      stderr: (text) => {
        err += text;
      },
    });
    const failure = await program
      .parseAsync(['seed', '--frobnicate'], { from: 'user' })
      .catch((e: unknown) => e);
    expect((failure as CommanderError).code).toBe('commander.unknownOption');
    expect(err).toContain("error: unknown option '--frobnicate'");
  });
});

describe('run', () => {
  it.each([[[]], [['bogus']], [['seed', '--frobnicate']], [['seed', 'a', 'b']]])(
    'exits 2 on a usage error: %j',
    async (argv) => {
      expect((await runCli(argv, { home: tempHome() })).code).toBe(EXIT.usage);
    },
  );

  it('exits 0 on --help and --version', async () => {
    const home = tempHome();
    expect((await runCli(['--help'], { home })).code).toBe(EXIT.ok);
    const version = await runCli(['--version'], { home });
    expect(version.code).toBe(EXIT.ok);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it("says 'Unexpected error' and exits 1 on an error nobody expected", async () => {
    const broken: typeof fetch = async () =>
      ({
        ok: true,
        status: 200,
        text: async () => {
          throw new Error('stream broke');
        },
      }) as unknown as Response;
    const result = await runCli(['seed'], { home: tempHome(), fetch: broken });
    expect(result.code).toBe(EXIT.unexpected);
    expect(result.stderr).toContain('Unexpected error: stream broke');
  });
});
