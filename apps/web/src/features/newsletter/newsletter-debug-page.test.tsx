import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import type { DebugStatus } from './debug-status';
import { NewsletterDebugPage } from './newsletter-debug-page';

const fetchMock = vi.fn<typeof fetch>();
const STATUS: DebugStatus = {
  projectId: 'pura',
  endpointPath: '/v1',
  database: { kind: 'pglite', status: 'up' },
  mail: { transport: 'smtp', server: 'mail.example.com:587', status: 'up' },
  payments: { mode: 'test-cards' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers like the server: the SDK's ping, the status checks and the subscribe endpoint. */
function serve(overrides: { status?: () => Response; subscribe?: () => Response } = {}) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/v1/ping')) return new Response('Pong!', { status: 200, headers: { 'content-type': 'text/plain' } });
    if (url.endsWith('/api/debug/status')) return overrides.status?.() ?? json(STATUS);
    if (url.endsWith('/api/newsletter/subscribe')) return overrides.subscribe?.() ?? json({ ok: true, confirmed: false });
    throw new Error(`unexpected request ${url}`);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/newsletter-debug', element: <NewsletterDebugPage /> }], '/newsletter-debug');
  return user;
}

const log = () => screen.getByRole('log', { name: 'Log' });
const subscribeCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/newsletter/subscribe'));

describe('/newsletter-debug (decision 010 item 4)', () => {
  it('tests the connection on open and shows the environment without secrets', async () => {
    serve();
    renderPage();
    await waitFor(() => expect(log()).toHaveTextContent('✅ Mail transport ready: SMTP (mail.example.com:587)'));
    expect(log()).toHaveTextContent(`Testing connection to ${window.location.origin}/v1…`);
    expect(log()).toHaveTextContent('✅ Back end reachable (project pura)');
    expect(log()).toHaveTextContent('✅ Database up: PGlite (embedded PostgreSQL)');
    expect(within(log()).getAllByRole('listitem')[0]?.querySelector('time')?.textContent).toMatch(/^\[\d{2}:\d{2}:\d{2}\]$/);
    const environment = screen.getByRole('heading', { name: 'Environment' }).closest('div')?.parentElement as HTMLElement;
    expect(within(environment).getByText(`${window.location.origin}/v1`)).toBeInTheDocument();
    expect(within(environment).getByText('pura')).toBeInTheDocument();
    expect(within(environment).getByText('PGlite (embedded PostgreSQL)')).toBeInTheDocument();
    expect(within(environment).getByText('SMTP (mail.example.com:587)')).toBeInTheDocument();
    expect(within(environment).getByText('Built-in test cards')).toBeInTheDocument();
  });

  it('logs a failed connection test with its message', async () => {
    serve({
      status: () => json({ ...STATUS, mail: { transport: 'smtp', server: 'mx:25', status: 'down', message: 'connect ECONNREFUSED' } }),
    });
    renderPage();
    await waitFor(() =>
      expect(log()).toHaveTextContent('❌ Connection test failed: mail transport SMTP (mx:25) is unreachable: connect ECONNREFUSED'),
    );
  });

  it('logs an unreachable back end as a failed connection test, and Test Connection runs it again', async () => {
    serve({ status: () => json({ message: 'The requested route was not found.', code: 404, type: 'general_route_not_found' }, 404) });
    const user = renderPage();
    await waitFor(() => expect(log()).toHaveTextContent('❌ Connection test failed: The requested route was not found.'));
    serve();
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    await waitFor(() => expect(log()).toHaveTextContent('✅ Database up'));
  });

  it('needs an e-mail for the subscription test, then subscribes with source debug-page', async () => {
    serve();
    const user = renderPage();
    await waitFor(() => expect(log()).toHaveTextContent('✅ Mail transport ready'));
    await user.click(screen.getByRole('button', { name: 'Test Subscription' }));
    expect(log()).toHaveTextContent('Please enter an email address');
    expect(subscribeCalls()).toHaveLength(0);

    await user.type(screen.getByLabelText('Test e-mail'), 'dev@example.com');
    await user.click(screen.getByRole('button', { name: 'Test Subscription' }));
    await waitFor(() => expect(log()).toHaveTextContent('✅ Subscription successful: dev@example.com — a confirmation e-mail was sent'));
    expect(JSON.parse(String(subscribeCalls()[0]?.[1]?.body))).toEqual({ email: 'dev@example.com', source: 'debug-page' });
  });

  it('logs a refused subscription with the server message, and Clear Log empties the log', async () => {
    serve({ subscribe: () => json({ error: 'Please enter a valid email address', message: 'Please enter a valid email address' }, 400) });
    const user = renderPage();
    await user.type(screen.getByLabelText('Test e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Test Subscription' }));
    await waitFor(() => expect(log()).toHaveTextContent('❌ Subscription failed: Please enter a valid email address'));
    await user.click(screen.getByRole('button', { name: 'Clear Log' }));
    expect(log()).toHaveTextContent('No log entries yet.');
  });
});
