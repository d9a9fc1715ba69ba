import { spawn, type ChildProcess } from 'node:child_process';
import { onCleanup } from './cleanup.js';

export type ExitInfo = { code: number | null; signal: NodeJS.Signals | null; error?: Error };

export type ChildHandle = {
  name: string;
  pid: number | undefined;
  /** Settles when the process has exited (or failed to spawn). */
  exited: Promise<ExitInfo>;
  isRunning(): boolean;
  /** The last part of what the process wrote to stdout and stderr. */
  output(): string;
  /** SIGTERM, then SIGKILL after a grace period; safe to call more than once. */
  stop(): Promise<void>;
};

const OUTPUT_KEEP = 20_000;
const STOP_GRACE_MS = 5_000;

/** Every child this process started and has not seen exit; killed by pid on any exit path. */
const live = new Set<ChildProcess>();

process.on('exit', () => {
  for (const proc of live) {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  }
});

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Starts a child process with captured output. It is registered for cleanup at once, so an error
 * anywhere later still ends it; it is only ever signalled through its own handle (by pid).
 */
export function startChild(name: string, command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): ChildHandle {
  const proc = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(proc);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > OUTPUT_KEEP * 2) output = output.slice(-OUTPUT_KEEP);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);

  const exited = new Promise<ExitInfo>((resolve) => {
    proc.once('error', (error) => {
      live.delete(proc);
      resolve({ code: null, signal: null, error });
    });
    proc.once('exit', (code, signal) => {
      live.delete(proc);
      resolve({ code, signal });
    });
  });
  const isRunning = () => live.has(proc);

  async function stopNow(): Promise<void> {
    if (!isRunning()) return;
    proc.kill('SIGTERM');
    const done = await Promise.race([exited.then(() => true), delay(STOP_GRACE_MS).then(() => false)]);
    if (done || !isRunning()) return;
    console.error(`${name} (pid ${proc.pid}) ignored SIGTERM for ${STOP_GRACE_MS / 1000} s; sending SIGKILL`);
    proc.kill('SIGKILL');
    await Promise.race([exited, delay(STOP_GRACE_MS)]);
  }
  const stop = onCleanup(`stop ${name}`, stopNow);

  return {
    name,
    pid: proc.pid,
    exited,
    isRunning,
    output: () => output.slice(-OUTPUT_KEEP),
    stop,
  };
}

/** Runs a command to completion (e.g. a build); throws with its output when it fails. */
export async function runToCompletion(name: string, command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  const child = startChild(name, command, args, opts);
  const info = await child.exited;
  await child.stop();
  if (info.error) throw new Error(`${name}: could not start ${command}: ${info.error.message}`);
  if (info.code !== 0) throw new Error(`${name} failed (exit ${info.code ?? info.signal}):\n${child.output()}`);
}
