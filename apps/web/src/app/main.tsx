// First: the schemas' settings must be in place before zod loads (see the module).
import './zod-settings';
import '@/shared/styles/mantine-shell';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/shared/i18n/i18n';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The stored language loads before the first paint, so nobody sees English flash first.
void initI18n().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
