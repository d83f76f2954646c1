import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { SubscribersPage } from './subscribers-page';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

beforeEach(() => {
  fakeBackend.reset();
  // Newest first: the table lists ada, then bo.
  fakeBackend.seed('newsletter', [
    { $id: 'bo', email: 'bo@example.com', name: 'Bo', source: 'footer', confirmed: true, subscribedAt: '2025-01-01T00:00:00.000Z' },
    { $id: 'ada', email: 'ada@example.com', name: 'Ada', source: 'footer', confirmed: true, subscribedAt: '2025-02-01T00:00:00.000Z' },
  ]);
});

async function removeSubscriber(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(screen.getByRole('button', { name: `Delete ${email}` }));
  const dialog = await screen.findByRole('dialog', { name: `Remove ${email}?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete subscriber' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: `Delete ${email}` })).not.toBeInTheDocument());
}

describe('/admin/subscribers deleting a row', () => {
  it('gives the focus to the next row’s Delete, then, with no row left, to the heading', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/subscribers', element: <SubscribersPage /> }], '/admin/subscribers');
    await screen.findByRole('button', { name: 'Delete ada@example.com' });

    await removeSubscriber(user, 'ada@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete bo@example.com' })).toHaveFocus());

    await removeSubscriber(user, 'bo@example.com');
    expect(await screen.findByText('Nobody has subscribed yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Newsletter subscribers' })).toHaveFocus());
  });
});

describe('/admin/subscribers count', () => {
  it('counts in words that agree with the number', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/subscribers', element: <SubscribersPage /> }], '/admin/subscribers');
    expect(await screen.findByText('2 subscribers in total')).toBeInTheDocument();
    await removeSubscriber(user, 'ada@example.com');
    expect(await screen.findByText('1 subscriber in total')).toBeInTheDocument();
  });
});
