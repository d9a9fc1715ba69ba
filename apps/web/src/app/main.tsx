// First: the schemas' settings must be in place before zod loads (see the module).
import './zod-settings';
import '@/shared/styles/mantine-shell';
import './global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultLanguage } from '@platform/contract/basics';
import { initI18n, storedLanguage } from '@/shared/i18n/i18n';
import { localStore, storageKeys } from '@/shared/lib/storage';
import { App } from './app';
import { warmIntlOffThread } from './intl-warmup';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Signed-in screens write numbers and dates; signed out, the log-in form writes none.
if (localStore.getItem(storageKeys.token)) warmIntlOffThread(storedLanguage() ?? defaultLanguage);

// The stored language loads before the first paint, so nobody sees English flash first.
void initI18n().finally(() => {
  const root = createRoot(container);
  // As a transition, the first render works in slices of a few milliseconds and lets the browser
  // in between, instead of one task of the whole tree: on a slow phone that task alone blocked
  // input for hundreds of milliseconds (docs/performance.md, "The first render in slices").
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
