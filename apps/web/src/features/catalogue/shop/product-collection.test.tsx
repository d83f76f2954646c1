import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS_CHANNEL } from '@/data/live-products';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { productFields } from '@/data/testing/product-fixtures';
import { renderRoutes } from '@/test/render';
import { ProductCollection } from './product-collection';
import { ShopQuizPromo } from './shop-quiz-promo';
import '@/data/testing/patient-waits';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

function seedCatalogue() {
  return fakeBackend.seed('products', [
    productFields({ $id: 'rose-serum', name: 'Rosehip Glow Serum', category: 'Skincare', description: 'Brightening facial oil.' }),
    productFields({ $id: 'oat-wash', name: 'Oat Body Wash', category: 'Body Care', description: 'Gentle wash with colloidal oat.' }),
    productFields({ $id: 'tint-balm', name: 'Plumping Tint', category: 'Lip Care', description: 'A rosy balm for lips.' }),
    productFields({ $id: 'caffeine-shampoo', name: 'Caffeine Shampoo', category: 'Haircare', description: 'Strengthens roots.' }),
  ]);
}

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

const routes = [
  {
    path: '/shop',
    element: (
      <>
        <ShopQuizPromo />
        <ProductCollection />
      </>
    ),
  },
];

beforeEach(() => {
  fakeBackend.reset();
});

describe('shop (docs/product.md §2 /shop)', () => {
  it('shows the quiz promo, category buttons and every product', async () => {
    seedCatalogue();
    renderRoutes(routes, '/shop');
    expect(screen.getByRole('link', { name: 'Skincare Quiz' })).toHaveAttribute('href', '/quiz/skincare');
    expect(screen.getByRole('link', { name: 'Haircare Quiz' })).toHaveAttribute('href', '/quiz/haircare');
    expect(await screen.findByText('Showing 4 of 4 products')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Filter by category' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All Products', 'Body Care', 'Haircare', 'Lip Care', 'Skincare']);
    expect(within(group).getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');
    // Newest first, as the list query orders them.
    expect(cardNames()).toEqual(['Caffeine Shampoo', 'Plumping Tint', 'Oat Body Wash', 'Rosehip Glow Serum']);
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('searches name, description and category case-insensitively and keeps the text in the URL', async () => {
    seedCatalogue();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/shop');
    await screen.findByText('Showing 4 of 4 products');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'ROSY');
    expect(await screen.findByText('Showing 1 of 4 products')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Plumping Tint']);
    expect(router.state.location.search).toBe('?q=ROSY');

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'body care');
    expect(await screen.findByText('Showing 1 of 4 products')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Oat Body Wash']);
  });

  it('combines search with a category and restores both from a shared link', async () => {
    seedCatalogue();
    renderRoutes(routes, '/shop?q=ros&category=Skincare');
    expect(await screen.findByText('Showing 1 of 4 products')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Rosehip Glow Serum']);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('ros');
    expect(screen.getByRole('button', { name: 'Skincare' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the category in the URL, goes back with Back, and clears everything with Clear Filters', async () => {
    seedCatalogue();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/shop?q=care');
    await screen.findByText('Showing 4 of 4 products');
    await user.click(screen.getByRole('button', { name: 'Haircare' }));
    expect(router.state.location.search).toBe('?q=care&category=Haircare');
    expect(await screen.findByText('Showing 1 of 4 products')).toBeInTheDocument();

    await router.navigate(-1);
    expect(await screen.findByText('Showing 4 of 4 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    // The button went with the filters; the keyboard is not dropped to <body>.
    expect(screen.getByRole('heading', { name: 'Our Collection' })).toHaveFocus();
  });

  it('sorts by price and bestsellers, keeps the order in the URL and goes back with Back', async () => {
    fakeBackend.seed('products', [
      productFields({ $id: 'mid', name: 'Mid Cream', price: 20 }),
      productFields({ $id: 'cheap', name: 'Cheap Balm', price: 8, isBestseller: true }),
      productFields({ $id: 'dear', name: 'Dear Serum', price: 48 }),
    ]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/shop?category=Skincare');
    await screen.findByText('Showing 3 of 3 products');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('newest');

    await user.selectOptions(sort, 'Price: low to high');
    expect(router.state.location.search).toBe('?category=Skincare&sort=price-asc');
    await waitFor(() => expect(cardNames()).toEqual(['Cheap Balm', 'Mid Cream', 'Dear Serum']));
    await user.selectOptions(sort, 'Price: high to low');
    await waitFor(() => expect(cardNames()).toEqual(['Dear Serum', 'Mid Cream', 'Cheap Balm']));
    await user.selectOptions(sort, 'Bestsellers');
    await waitFor(() => expect(cardNames()[0]).toBe('Cheap Balm'));

    await router.navigate(-1);
    await waitFor(() => expect(cardNames()).toEqual(['Dear Serum', 'Mid Cream', 'Cheap Balm']));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    // Newest is the default: choosing it takes the order out of the URL.
    await user.selectOptions(sort, 'Newest');
    expect(router.state.location.search).toBe('?category=Skincare');
  });

  it('reads the order from a shared link and ignores one it does not know', async () => {
    seedCatalogue();
    renderRoutes(routes, '/shop?sort=price-asc');
    await screen.findByText('Showing 4 of 4 products');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  });

  it('shows a no-match state with Clear Filters', async () => {
    seedCatalogue();
    const user = userEvent.setup();
    renderRoutes(routes, '/shop?q=unicorn');
    expect(await screen.findByText('No products match “unicorn”')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 4 products')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Clear Filters' });
    (buttons[buttons.length - 1] as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Showing 4 of 4 products')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Collection' })).toHaveFocus();
  });

  it('finds products by skin words and synonyms, best match first', async () => {
    fakeBackend.seed('products', [
      productFields({ $id: 'dry-shampoo', name: 'Dry Shampoo Powder', category: 'Haircare', description: 'Soaks up oil.' }),
      productFields({ $id: 'lotion', name: 'Urea Body Lotion', category: 'Body Care', description: 'For rough, dry skin.' }),
      productFields({ $id: 'cream', name: 'Barrier Cream', description: 'Rich.', skinTypes: ['dry'], skinConcerns: ['dryness'] }),
    ]);
    renderRoutes(routes, '/shop?q=dry+skin');
    expect(await screen.findByText('Showing 2 of 3 products')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Barrier Cream', 'Urea Body Lotion']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  });

  it('filters by skin type and concern, kept in the URL', async () => {
    fakeBackend.seed('products', [
      productFields({ $id: 'gel', name: 'Clarifying Gel', skinTypes: ['oily'], skinConcerns: ['acne'] }),
      productFields({ $id: 'cream', name: 'Barrier Cream', skinTypes: ['dry', 'sensitive'], skinConcerns: ['dryness'] }),
      productFields({ $id: 'balm', name: 'Repair Balm', category: 'Lip Care', skinTypes: ['dry'], skinConcerns: [] }),
    ]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/shop?type=dry');
    expect(await screen.findByText('Showing 2 of 3 products')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Skin type' })).toHaveValue('dry');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Concern' }), 'Dryness');
    expect(router.state.location.search).toBe('?type=dry&concern=dryness');
    await waitFor(() => expect(cardNames()).toEqual(['Barrier Cream']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Skin type' }), 'Any skin type');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Concern' }), 'acne');
    await waitFor(() => expect(cardNames()).toEqual(['Clarifying Gel']));
    expect(router.state.location.search).toBe('?concern=acne');
  });

  it('says a category filter is still on when nothing matches, clears it, and offers the quizzes and bestsellers', async () => {
    fakeBackend.seed('products', [
      productFields({ $id: 'gel', name: 'Clarifying Gel', description: 'Clears breakouts.', isBestseller: true }),
      productFields({ $id: 'shampoo', name: 'Caffeine Shampoo', category: 'Haircare' }),
    ]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/shop?q=acne&category=Haircare');
    expect(await screen.findByText('No products match “acne”')).toBeInTheDocument();
    expect(screen.getByText('The category filter “Haircare” is still on.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the Skincare Quiz' })).toHaveAttribute('href', '/quiz/skincare');
    expect(screen.getByRole('link', { name: 'Take the Haircare Quiz' })).toHaveAttribute('href', '/quiz/haircare');
    const bestsellers = screen.getByRole('region', { name: 'Our bestsellers' });
    expect(within(bestsellers).getByRole('heading', { name: 'Clarifying Gel' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all categories' }));
    expect(router.state.location.search).toBe('?q=acne');
    expect(await screen.findByText('Showing 1 of 2 products')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Clarifying Gel']);
  });

  it('shows loading placeholders, then the products', async () => {
    seedCatalogue();
    const release = fakeBackend.hold();
    renderRoutes(routes, '/shop');
    expect(await screen.findByText('Loading products...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Showing 4 of 4 products')).toBeInTheDocument();
  });

  it('shows the error with Retry, which loads the products again', async () => {
    seedCatalogue();
    fakeBackend.fail('list:products', 'Service unavailable', 503);
    const user = userEvent.setup();
    renderRoutes(routes, '/shop');
    expect(await screen.findByText('Error loading products: Service unavailable')).toBeInTheDocument();
    fakeBackend.recover('list:products');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 4 of 4 products')).toBeInTheDocument();
  });

  it('updates price and stock from the realtime channel without a reload', async () => {
    const [serum] = seedCatalogue();
    renderRoutes(routes, '/shop?category=Skincare');
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;
    expect(within(card).getByText('€34.99')).toBeInTheDocument();
    await waitFor(() => expect(fakeBackend.subscriberCount(PRODUCTS_CHANNEL)).toBe(1));
    fakeBackend.emit({
      events: ['databases.shop.collections.products.documents.rose-serum.update'],
      channels: [PRODUCTS_CHANNEL],
      payload: { ...serum, price: 29.5, stock: 0 },
    });
    expect(await within(card).findByText('€29.50')).toBeInTheDocument();
    expect(within(card).getByText('Out of stock')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
  });
});
