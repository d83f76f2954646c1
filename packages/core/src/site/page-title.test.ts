import { describe, expect, it } from 'vitest';
import { homePageTitle, pageTitle } from './page-title.ts';

describe('page titles carry the shop name from the settings', () => {
  it('puts the page before the shop name', () => {
    expect(pageTitle('Moss & Fern', 'Your Cart')).toBe('Your Cart — Moss & Fern');
  });

  it('is the shop name alone without a page', () => {
    expect(pageTitle('Moss & Fern')).toBe('Moss & Fern');
  });

  it('leads the home page with the shop name', () => {
    expect(homePageTitle('Pura')).toBe('Pura — Organic Vegan Skincare & Haircare');
  });
});
