import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { ActiveSessions } from './active-sessions';

const sdk = vi.hoisted(() => ({ listSessions: vi.fn(), deleteSession: vi.fn() }));

vi.mock('@/lib/appwrite', async () => {
  const fake = await import('@/data/testing/fake-appwrite');
  return { ...fake, account: { ...fake.account, ...sdk } };
});

function session(
  id: string,
  fields: { clientName: string; clientVersion: string; osName: string; deviceName: string; createdAt: string; current: boolean },
) {
  return { $id: id, $createdAt: fields.createdAt, ...fields };
}

const THIS_ONE = session('s-this', {
  clientName: 'Chrome',
  clientVersion: '131.0.6778.85',
  osName: 'GNU/Linux',
  deviceName: 'desktop',
  createdAt: '2026-11-20T12:00:00.000+00:00',
  current: true,
});
const PHONE = session('s-phone', {
  clientName: 'Safari',
  clientVersion: '18.1',
  osName: 'iOS',
  deviceName: 'smartphone',
  createdAt: '2026-11-21T12:30:00.000+00:00',
  current: false,
});
const UNKNOWN = session('s-cli', {
  clientName: '',
  clientVersion: '',
  osName: '',
  deviceName: '',
  createdAt: '2026-11-19T12:00:00.000+00:00',
  current: false,
});

describe('Active sessions on /profile (decision 007 item 7)', () => {
  beforeEach(() => {
    sdk.listSessions.mockReset();
    sdk.deleteSession.mockReset();
  });

  it('lists browser, device and start of each session, this one first and marked', async () => {
    sdk.listSessions.mockResolvedValue({ total: 3, sessions: [PHONE, UNKNOWN, THIS_ONE] });
    renderRoutes([{ path: '/', element: <ActiveSessions /> }]);
    const items = within(await screen.findByRole('list', { name: 'Sessions' })).getAllByRole('listitem');
    // Times show in the visitor's zone; noon UTC keeps the day the same in every zone.
    const time = String.raw`\d{1,2}:\d{2} [AP]M`;
    expect(items[0]).toHaveTextContent(new RegExp(`^Chrome 131This deviceGNU/Linux, desktopSigned in Nov 20, 2026, ${time}$`));
    expect(items[1]).toHaveTextContent(new RegExp(`^Safari 18iOS, smartphoneSigned in Nov 21, 2026, ${time}$`));
    expect(items[2]).toHaveTextContent(new RegExp(`^Unknown browserUnknown deviceSigned in Nov 19, 2026, ${time}$`));
  });

  it('signs out every other session and keeps this one', async () => {
    sdk.listSessions
      .mockResolvedValueOnce({ total: 3, sessions: [THIS_ONE, PHONE, UNKNOWN] })
      .mockResolvedValue({ total: 1, sessions: [THIS_ONE] });
    sdk.deleteSession.mockResolvedValue({});
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ActiveSessions /> }]);
    await user.click(await screen.findByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('Signed out of all other sessions')).toBeInTheDocument();
    expect(sdk.deleteSession.mock.calls.map(([args]) => (args as { sessionId: string }).sessionId).sort()).toEqual(['s-cli', 's-phone']);
    expect(await within(screen.getByRole('list', { name: 'Sessions' })).findAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out other sessions' })).not.toBeInTheDocument();
  });

  it('offers no sign-out when this is the only session', async () => {
    sdk.listSessions.mockResolvedValue({ total: 1, sessions: [THIS_ONE] });
    renderRoutes([{ path: '/', element: <ActiveSessions /> }]);
    expect(await screen.findByText('This device')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out other sessions' })).not.toBeInTheDocument();
  });
});
