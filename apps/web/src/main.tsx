import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRouter, prefetchRoute } from '@/app/router';
import './styles.css';

const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// One listener for every link of the app: a page's code starts loading on hover, touch or focus.
const prefetchLinkTarget = (event: Event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) prefetchRoute(link.pathname);
};
for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, prefetchLinkTarget, { passive: true });

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
