type Task = { label: string; run: () => Promise<void> | void };

const tasks: Task[] = [];

/**
 * Registers work that must happen before the benchmark exits, whatever happens (stop a child,
 * drop a database, remove a temp folder). Returns a function that runs the task now, once.
 */
export function onCleanup(label: string, run: () => Promise<void> | void): () => Promise<void> {
  const task: Task = { label, run };
  tasks.push(task);
  return async () => {
    const index = tasks.indexOf(task);
    if (index === -1) return;
    tasks.splice(index, 1);
    await task.run();
  };
}

/** Runs every outstanding task, newest first; a failing task is reported and the rest still run. */
export async function runCleanups(): Promise<void> {
  while (tasks.length > 0) {
    const task = tasks.pop()!;
    try {
      await task.run();
    } catch (error) {
      console.error(`cleanup "${task.label}" failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
