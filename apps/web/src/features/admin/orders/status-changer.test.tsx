import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StatusChanger } from './status-changer';

function renderChanger(status: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StatusChanger orderId="order-1" status={status} />
    </QueryClientProvider>,
  );
}

const offered = () =>
  within(screen.getByRole('combobox', { name: 'Change status' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('order status select', () => {
  it('offers a paid order the steps ahead of it, cancelled and refunded, never a step back', () => {
    renderChanger('completed');
    expect(offered()).toEqual(['completed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded']);
  });

  it('asks for the carrier and tracking number when the order ships', async () => {
    const user = userEvent.setup();
    renderChanger('processing');
    expect(screen.queryByLabelText('Carrier')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Change status' }), 'shipped');
    expect(screen.getByRole('textbox', { name: 'Carrier' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Tracking number' })).toBeRequired();
    expect(screen.getByText('Both go into the shipping e-mail to the customer.')).toBeInTheDocument();
  });

  it('asks before cancelling, saying the customer is mailed and the stock goes back', async () => {
    const user = userEvent.setup();
    renderChanger('completed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Change status' }), 'cancelled');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent(
      'The customer is e-mailed about it and the ordered quantities go back into stock. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update status' })).toHaveFocus();
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
