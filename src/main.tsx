// Browser entry: reload once on a stale chunk after a deploy, then render the outer router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { installPreloadErrorHandler } from './components/chunkReload.ts';

installPreloadErrorHandler();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
