import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppwriteException, Query } from 'appwrite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { SecurityLog } from './security-log';

const sdk = vi.hoisted(() => ({ listLogs: vi.fn() }));

vi.mock('@/lib/appwrite', async () => {
  const fake = await import('@/data/testing/fake-appwrite');
  return { ...fake, account: { ...fake.account, ...sdk } };
});

// Noon UTC keeps the day the same in every zone the test may run in.
function log(event: string, day: number, fields: Partial<{ clientName: string; clientVersion: string; osName: string; ip: string }> = {}) {
  return {
    event,
    ip: '203.0.113.7',
    time: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000+00:00`,
    clientName: 'Chrome',
    clientVersion: '131.0.6778.85',
    osName: 'GNU/Linux',
    ...fields,
  };
}

const TIME = String.raw`\d{1,2}:\d{2} [AP]M`;

function renderLog() {
  return renderRoutes([{ path: '/', element: <SecurityLog /> }]);
}

describe("/profile 'Recent security activity' (decision 011 item 8)", () => {
  beforeEach(() => {
    sdk.listLogs.mockReset();
  });

  it('shows the last ten entries in plain words, with browser, system, IP and time', async () => {
    sdk.listLogs.mockResolvedValue({
      total: 3,
      logs: [
        log('session.create', 21),
        log('user.update.password', 20, { clientName: 'Safari', clientVersion: '18.1', osName: 'iOS', ip: '198.51.100.2' }),
        log('something.new', 19, { clientName: '', clientVersion: '', osName: '', ip: '' }),
      ],
    });
    renderLog();
    const items = within(await screen.findByRole('list', { name: 'Security activity' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(new RegExp(`^Signed inChrome 131 on GNU/Linux · 203\\.0\\.113\\.7Nov 21, 2026, ${TIME}$`));
    expect(items[1]).toHaveTextContent(new RegExp(`^Password changedSafari 18 on iOS · 198\\.51\\.100\\.2Nov 20, 2026, ${TIME}$`));
    expect(items[2]).toHaveTextContent(new RegExp(`^Account changedUnknown browser on unknown system · Unknown IPNov 19, 2026, ${TIME}$`));
    expect(sdk.listLogs).toHaveBeenCalledWith({ queries: [Query.limit(10), Query.offset(0)] });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("'Show more' loads the next ten until the log is exhausted", async () => {
    const first = Array.from({ length: 10 }, (_, i) => log('session.create', 21 - (i % 5)));
    sdk.listLogs
      .mockResolvedValueOnce({ total: 12, logs: first })
      .mockResolvedValueOnce({ total: 12, logs: [log('session.delete', 3), log('mfa.challenge.verify', 2)] });
    const user = userEvent.setup();
    renderLog();
    const list = await screen.findByRole('list', { name: 'Security activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('Two-step verification passed')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getByText('Signed out')).toBeInTheDocument();
    expect(sdk.listLogs).toHaveBeenLastCalledWith({ queries: [Query.limit(10), Query.offset(10)] });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says so when there is no activity yet', async () => {
    sdk.listLogs.mockResolvedValue({ total: 0, logs: [] });
    renderLog();
    expect(await screen.findByText('No security activity yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Security activity' })).not.toBeInTheDocument();
  });

  it('explains a failed load', async () => {
    sdk.listLogs.mockRejectedValue(new AppwriteException('Server Error', 500, 'general_unknown'));
    renderLog();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your security activity could not be loaded. Please try again later.');
  });

  it('keeps the loaded entries when the next page fails', async () => {
    sdk.listLogs
      .mockResolvedValueOnce({ total: 11, logs: Array.from({ length: 10 }, () => log('session.create', 21)) })
      .mockRejectedValueOnce(new AppwriteException('Server Error', 500, 'general_unknown'));
    const user = userEvent.setup();
    renderLog();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More activity could not be loaded. Please try again.');
    expect(within(screen.getByRole('list', { name: 'Security activity' })).getAllByRole('listitem')).toHaveLength(10);
  });
});
