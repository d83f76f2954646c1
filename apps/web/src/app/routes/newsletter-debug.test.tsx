import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '@/test/setup';

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('pura-config')?.remove();
  vi.resetModules();
});

/** The route reads the server's runtime config once, as the app does at start. */
async function renderWithDebugPages(debugPages: boolean) {
  const config = Object.assign(document.createElement('script'), { type: 'application/json', id: 'pura-config' });
  config.textContent = JSON.stringify({ projectId: 'pura', endpointPath: '/v1', debugPages });
  document.head.append(config);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  const { NewsletterDebugRoute } = await import('./newsletter-debug');
  // From the same fresh modules as the route, so both share one router context.
  const { renderRoutes } = await import('@/test/render');
  renderRoutes([{ path: '/newsletter-debug', element: <NewsletterDebugRoute /> }], '/newsletter-debug');
}

describe('/newsletter-debug route', () => {
  it('shows the debug page in the default setup', async () => {
    await renderWithDebugPages(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter Debug' })).toBeInTheDocument();
  });

  it('is the 404 page when DEBUG_PAGES=false', async () => {
    expectConsole('warn', /404: no page at \/newsletter-debug/);
    await renderWithDebugPages(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Test Connection' })).not.toBeInTheDocument();
  });
});
