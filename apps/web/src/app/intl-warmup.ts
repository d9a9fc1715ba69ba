import { intlLocales, type Language } from '@platform/contract/basics';
import { noteDeviceZone } from '@/shared/time-zone/device-zone';

/**
 * Has a short-lived worker load the locale's formatting data while the page downloads its
 * screens, so the first format on the main thread finds it ready (see the worker). Only an
 * optimisation: where workers are missing or refused, the page loads the data itself as before.
 */
export function warmIntlOffThread(language: Language): void {
  if (typeof Worker !== 'function') return;
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
    worker.onerror = () => worker.terminate();
    // Its first answer is the device's zone, read with the zone data loaded off this thread.
    worker.onmessage = ({ data }: MessageEvent<unknown>) => noteDeviceZone(data);
    worker.postMessage(intlLocales[language]);
  } catch {
    // A policy or a browser without module workers: nothing is lost.
  }
}
