#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The operator's one command, `platform <command> [options]`: the image puts it on the PATH, so
 * each job an operator runs beside the servers is the built entry point the npm scripts of a
 * checkout run, with no npm, TypeScript or build step (the image has none of them to run).
 */
export const commands = {
  serve: { entry: '../main.js', args: [], about: 'run a server process (what the image starts by default)' },
  migrate: { entry: './migrate.js', args: [], about: "apply this build's migrations [--seed-demo]" },
  backup: { entry: './backup.js', args: ['backup'], about: 'back up the database and the stored files [--out DIR]' },
  restore: { entry: './backup.js', args: ['restore'], about: 'restore a backup into an empty database and store --from DIR' },
  'manager-create': {
    entry: './manager-create.js',
    args: [],
    about: 'create a platform manager --email ADDRESS [--name "First Last"]; prints a generated password once',
  },
} as const satisfies Record<string, { entry: string; args: readonly string[]; about: string }>;

export type Command = keyof typeof commands;

export function usage(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.about}`);
  return ['Usage: platform <command> [options]', '', 'Commands:', ...lines, '', 'Each reads the server configuration (README).'].join('\n');
}

/** The entry point a command runs and the arguments it receives, or undefined for an unknown command. */
export function resolveCommand(argv: readonly string[]): { file: string; args: string[] } | undefined {
  const [name, ...rest] = argv;
  if (!name || !Object.hasOwn(commands, name)) return undefined;
  const command = commands[name as Command];
  return { file: fileURLToPath(new URL(command.entry, import.meta.url)), args: [...command.args, ...rest] };
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    console.log(usage());
    return;
  }
  const target = resolveCommand(argv);
  if (!target) {
    console.error(argv[0] ? `Unknown command: ${argv[0]}\n\n${usage()}` : usage());
    process.exit(2);
  }
  // Each entry point reads its own arguments from process.argv, as when it is run directly.
  process.argv = [process.argv[0]!, target.file, ...target.args];
  await import(pathToFileURL(target.file).href);
}

// Run (directly or through the image's `platform` link) it dispatches; imported by a test it only describes.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
