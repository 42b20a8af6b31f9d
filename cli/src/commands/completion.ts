/** `slcli completion bash|zsh|fish`: a completion script generated from the command tree. */
import { Argument, Command } from 'commander';
import { jsonOption } from '../lib/command-context.ts';
import { withExamples } from '../lib/help.ts';
import type { ResolvedIo } from '../lib/io.ts';

interface Node {
  path: string[];
  command: Command;
}

function walk(command: Command, path: string[] = []): Node[] {
  return [{ path, command }, ...command.commands.flatMap((c) => walk(c, [...path, c.name()]))];
}

const optionsOf = (command: Command, program: Command) =>
  [...command.options, ...(command === program ? [] : program.options)]
    .map((o) => o.long)
    .filter((o): o is string => o !== undefined);

export function bashScript(program: Command): string {
  const nodes = walk(program).sort((a, b) => b.path.length - a.path.length);
  const cases = nodes.map(({ path, command }) => {
    const words = [...command.commands.map((c) => c.name()), ...optionsOf(command, program)].join(' ');
    const pattern = path.length === 0 ? '*' : `"${path.join(' ')}"*`;
    return `    ${pattern}) opts="${words}" ;;`;
  });
  return `# slcli completion for bash: eval "$(slcli completion bash)"
_slcli() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" i opts
  for ((i = 1; i < COMP_CWORD; i++)); do
    case "\${COMP_WORDS[i]}" in -*) ;; *) path="$path \${COMP_WORDS[i]}" ;; esac
  done
  path="\${path# }"
  case "$path" in
${cases.join('\n')}
  esac
  COMPREPLY=( $(compgen -W "$opts" -- "$cur") )
}
complete -F _slcli slcli
`;
}

export function zshScript(program: Command): string {
  return `# slcli completion for zsh: eval "$(slcli completion zsh)"
autoload -U +X bashcompinit && bashcompinit
${bashScript(program).split('\n').slice(1).join('\n')}`;
}

export function fishScript(program: Command): string {
  const lines = ['# slcli completion for fish: slcli completion fish | source', 'complete -c slcli -f'];
  const quote = (s: string) => `'${s.replaceAll("'", "\\'")}'`;
  for (const { path, command } of walk(program)) {
    const condition =
      path.length === 0 ? '__fish_use_subcommand' : `__fish_seen_subcommand_from ${path[path.length - 1]}`;
    for (const sub of command.commands) {
      lines.push(`complete -c slcli -n ${quote(condition)} -a ${sub.name()} -d ${quote(sub.description())}`);
    }
    for (const option of command.options) {
      if (!option.long) continue;
      const scope =
        path.length === 0 ? '' : ` -n ${quote(`__fish_seen_subcommand_from ${path[path.length - 1]}`)}`;
      lines.push(`complete -c slcli${scope} -l ${option.long.slice(2)} -d ${quote(option.description)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function completionCommand(io: ResolvedIo): Command {
  const command = new Command('completion')
    .description('Print a shell completion script')
    .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh', 'fish']))
    .addOption(jsonOption())
    .action((shell: 'bash' | 'zsh' | 'fish', options: { json?: boolean | string }, cmd: Command) => {
      const program = cmd.parent as Command;
      const script =
        shell === 'bash' ? bashScript(program) : shell === 'zsh' ? zshScript(program) : fishScript(program);
      io.stdout(options.json ? `${JSON.stringify({ shell, script }, null, 2)}\n` : script);
    });
  return withExamples(command, [
    'eval "$(slcli completion bash)"     # in ~/.bashrc',
    'eval "$(slcli completion zsh)"      # in ~/.zshrc',
    'slcli completion fish > ~/.config/fish/completions/slcli.fish',
  ]);
}
