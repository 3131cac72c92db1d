// First: zod must be configured before any schema is built (see the file).
import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// Only the styles the public pages need block the first paint; the logged-in area brings the
// rest (app/mantine-shell.css, styles/mantine-logged-in.css).
import './app/mantine-public.css';
import { AppRoutes, preloadPageOf } from './app/app-routes';
import { AppProviders } from './app/providers';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html.');

// Before React renders: the page's code downloads while React builds the first tree.
preloadPageOf(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
