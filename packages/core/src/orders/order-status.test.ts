import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus, isOrderStatus, nextStatuses, planStatusChange } from './order-status.ts';

describe('order status lifecycle', () => {
  it('knows exactly the seven statuses', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'completed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded']);
    expect(isOrderStatus('shipped')).toBe(true);
    expect(isOrderStatus('Shipped')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });

  it.each<[string, OrderStatus, boolean, boolean]>([
    // from, to, allowed, releases stock
    ['completed', 'processing', true, false],
    ['processing', 'shipped', true, false],
    ['shipped', 'delivered', true, false],
    ['completed', 'cancelled', true, true],
    ['delivered', 'refunded', true, true],
    ['pending', 'cancelled', true, false],
    ['cancelled', 'refunded', true, false],
    ['cancelled', 'completed', false, false],
    ['refunded', 'shipped', false, false],
    ['refunded', 'cancelled', false, false],
    ['shipped', 'cancelled', true, true],
    ['delivered', 'delivered', true, false],
  ])('%s → %s: allowed %s, releases stock %s', (from, to, allowed, releases) => {
    const plan = planStatusChange(from, to);
    expect(plan.allowed).toBe(allowed);
    if (plan.allowed) expect(plan.releaseStock).toBe(releases);
    else expect(plan.reason).toContain(`cannot become ${to}`);
  });

  it.each<[string, OrderStatus]>([
    ['completed', 'pending'],
    ['shipped', 'processing'],
    ['delivered', 'shipped'],
    ['delivered', 'completed'],
  ])('refuses to move %s back to %s', (from, to) => {
    expect(planStatusChange(from, to)).toEqual({
      allowed: false,
      reason: `This order is already ${from}: an order's status only moves forward, so it cannot go back to ${to}.`,
    });
  });

  it.each<[string, OrderStatus[]]>([
    ['completed', ['processing', 'shipped', 'delivered', 'cancelled', 'refunded']],
    ['shipped', ['delivered', 'cancelled', 'refunded']],
    ['pending', ['completed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded']],
    ['cancelled', ['refunded']],
    ['refunded', []],
  ])('an order that is %s can become %j', (from, next) => {
    expect(nextStatuses(from)).toEqual(next);
  });
});
