import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { storedLanguage } from './i18n/i18n';
import { applyLanguage } from './i18n/language';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

/** Renders once the language this browser chose is ready: someone who reads Hindi never sees an English first frame. */
async function start(root: HTMLElement) {
  const language = storedLanguage();
  if (language !== 'en') await applyLanguage(language).catch(() => undefined);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start(container);
