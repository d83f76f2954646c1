import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast } from '@/lib/toast';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const region = () => screen.getByRole('region', { name: 'Notifications' });

  it('announces a success and an error in a polite live region', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Product added to cart!');
      toast.error('Failed to log out');
    });
    expect(region()).toHaveAttribute('aria-live', 'polite');
    const items = within(region()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Product added to cart!', 'Failed to log out']);
    expect(items.map((item) => item.dataset.kind)).toEqual(['success', 'error']);
  });

  it('shows a description under the message', () => {
    render(<Toaster />);
    act(() => void toast.success('Complete routine added to cart!', { description: '9 products • Save €35.09 (15% off)' }));
    const item = within(region()).getByRole('listitem');
    expect(within(item).getByText('Complete routine added to cart!')).toBeInTheDocument();
    expect(within(item).getByText('9 products • Save €35.09 (15% off)')).toBeInTheDocument();
  });

  it('keeps at most three, the oldest giving way (docs/product.md §9)', () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast.success(`Message ${n}`);
    });
    expect(
      within(region())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Message 2', 'Message 3', 'Message 4']);
  });

  it('takes a toast away after 4000 ms, not before', () => {
    render(<Toaster />);
    act(() => void toast.success('Profile updated successfully!'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('pauses while the pointer rests on the toasts, then gives the time that was left', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Toaster />);
    act(() => void toast.error('Failed to update profile'));
    act(() => vi.advanceTimersByTime(3000));
    await user.hover(screen.getByText('Failed to update profile'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Failed to update profile')).toBeInTheDocument();
    await user.unhover(region());
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByText('Failed to update profile')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Failed to update profile')).not.toBeInTheDocument();
  });

  it('closes a toast with its button, from the keyboard too', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Toaster />);
    act(() => void toast.success('Recovery codes copied'));
    screen.getByRole('button', { name: 'Close notification' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Recovery codes copied')).not.toBeInTheDocument();
  });

  it('offers next steps as links a keyboard reaches; following one closes the toast inside the app', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const navigate = vi.fn();
    render(<Toaster />);
    act(
      () =>
        void toast.success('Rosehip Oil added to cart!', {
          actions: [
            { label: 'View cart', href: '/cart', navigate },
            { label: 'Checkout', href: '/checkout' },
          ],
        }),
    );
    const item = within(region()).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(within(item).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    within(item).getByRole('link', { name: 'View cart' }).focus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledOnce();
    expect(screen.queryByText('Rosehip Oil added to cart!')).not.toBeInTheDocument();
  });

  it('sits at the bottom of the screen, clear of the header', () => {
    render(<Toaster />);
    expect(region().className).toMatch(/\bbottom-/);
    expect(region().className).not.toMatch(/\btop-/);
  });
});
