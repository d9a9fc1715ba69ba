import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands, resolveCommand, usage } from './platform.js';

describe('the platform command', () => {
  it('hands each command its entry point, with the arguments the entry point expects first', () => {
    const backup = resolveCommand(['backup', '--out', 'backups/x']);
    expect(path.basename(backup!.file)).toBe('backup.js');
    expect(backup!.args).toEqual(['backup', '--out', 'backups/x']);
    expect(resolveCommand(['restore', '--from', 'backups/x'])!.args).toEqual(['restore', '--from', 'backups/x']);
    expect(resolveCommand(['manager-create', '--email', 'a@b.c'])).toMatchObject({ args: ['--email', 'a@b.c'] });
    expect(path.basename(resolveCommand(['migrate'])!.file)).toBe('migrate.js');
    expect(resolveCommand(['serve'])!.file).toBe(path.resolve(import.meta.dirname, '../main.js'));
  });

  it('knows no other command, not even an inherited property name', () => {
    for (const argv of [[], ['bogus'], ['toString'], ['__proto__']]) expect(resolveCommand(argv), argv.join(' ')).toBeUndefined();
  });

  it('lists every command in its usage', () => {
    for (const name of Object.keys(commands)) expect(usage()).toContain(`  ${name} `);
  });
});
