// Browser entry: reload once on a stale chunk after a deploy, then render the outer router once
// the page's language has arrived (no text ever shows as its key).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { installPreloadErrorHandler } from './components/chunkReload.ts';
import { loadCatalog } from './i18n/catalogs.ts';
import { localeFromPath } from './i18n/locale.ts';

installPreloadErrorHandler();

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// A failed catalog fetch still renders: the App's gate asks again and its error boundary reloads.
loadCatalog('lite', localeFromPath()).then(render, render);
