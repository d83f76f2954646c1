import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { INGREDIENTS } from '@/features/info/ingredients';

describe('information pages (docs/product.md §2)', () => {
  it('/about tells the brand story', async () => {
    renderRoutes(routes, '/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Made with plants, patience and nothing to hide' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Our Story — Pura'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/organic, vegan/);
  });

  it('/ingredients shows six ingredients, each with name, benefits and description', async () => {
    renderRoutes(routes, '/ingredients');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(6);
    INGREDIENTS.forEach((ingredient, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole('heading', { level: 2, name: ingredient.name })).toBeInTheDocument();
      for (const benefit of ingredient.benefits) expect(within(card).getByText(benefit)).toBeInTheDocument();
      expect(within(card).getByText(ingredient.description)).toBeInTheDocument();
    });
  });

  it('/contact has the form, address, phone, e-mail, hours by appointment, social links and the FAQ', async () => {
    renderRoutes(routes, '/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Visit or call us' });
    expect(within(details).getByText('14 Camden Row')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '+353 1 555 0142' })).toHaveAttribute('href', 'tel:+35315550142');
    expect(within(details).getByRole('link', { name: 'hello@pura-naturals.ie' })).toHaveAttribute('href', 'mailto:hello@pura-naturals.ie');
    expect(within(details).getByText(/by appointment/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: /Instagram/ })).toBeInTheDocument();
    expect(screen.getByText('Do you offer free consultations?')).toBeInTheDocument();
    expect(screen.getByText(/Free shipping on orders over €30, delivered in 3-5 business days\. .*within 14 days/)).toBeInTheDocument();
  });

  it.each([
    ['/privacy', 'Privacy Policy', ['Your customer account', 'Orders and payment', 'Newsletter', 'Analytics', 'Your rights']],
    ['/terms', 'Terms & Conditions', ['Your 14-day right of withdrawal', 'Prices and payment', 'Who we are and scope']],
  ])('%s has its sections and a contents list', async (path, title, sections) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const section of sections) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(`\\d+\\. ${section}$`) })).toBeInTheDocument();
      expect(within(contents).getByRole('link', { name: new RegExp(section) })).toBeInTheDocument();
    }
  });
});
