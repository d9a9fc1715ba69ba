/**
 * The one "Confirm it's you" prompt of the app. A call refused with `reauth_required` asks it
 * (`ask`), the dialog answers (`settle`): true once the session proved itself again, false when
 * the person cancelled. Calls refused together share one prompt, and each is then repeated.
 */
export type ReauthPrompt = {
  ask(): Promise<boolean>;
  settle(confirmed: boolean): void;
  isOpen(): boolean;
  subscribe(listener: () => void): () => void;
};

export function createReauthPrompt(): ReauthPrompt {
  let waiting: { promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    ask() {
      if (!waiting) {
        let resolve!: (confirmed: boolean) => void;
        const promise = new Promise<boolean>((r) => (resolve = r));
        waiting = { promise, resolve };
        changed();
      }
      return waiting.promise;
    },
    settle(confirmed) {
      const current = waiting;
      waiting = null;
      current?.resolve(confirmed);
      changed();
    },
    isOpen: () => waiting !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's prompt, asked by the API client and answered by the dialog the app shell mounts. */
export const reauthPrompt = createReauthPrompt();
