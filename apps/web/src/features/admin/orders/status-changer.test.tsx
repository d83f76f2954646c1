import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusChanger } from './status-changer';

function renderChanger(status: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StatusChanger orderId="order-1" status={status} />
    </QueryClientProvider>,
  );
}

const offered = () => within(screen.getByRole('combobox', { name: 'Change status' })).getAllByRole('option').map((option) => option.textContent);

describe('order status select', () => {
  it('offers a paid order every other status', () => {
    renderChanger('completed');
    expect(offered()).toEqual(['pending', 'completed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded']);
  });

  it('offers a cancelled order only refunded, the one change the server allows', () => {
    renderChanger('cancelled');
    expect(offered()).toEqual(['cancelled', 'refunded']);
  });

  it('offers a refunded order nothing, and says why, instead of changes the server refuses', () => {
    renderChanger('refunded');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update status' })).not.toBeInTheDocument();
    expect(screen.getByText('This order is refunded, which is final: its status can no longer change.')).toBeInTheDocument();
  });
});
