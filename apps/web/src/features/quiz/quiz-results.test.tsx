import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CART } from '@pura/core/cart/cart-state';
import { CART_STORAGE_KEY, updateCart } from '@/data/cart-store';
import {
  type FakeShop,
  QUIZ_TEST_TIMEOUT_MS,
  answerAndContinue,
  installFakeShop,
  productDocument,
  renderQuiz,
} from './testing/quiz-test-kit';

let shop: FakeShop;
beforeEach(() => {
  shop = installFakeShop();
  updateCart(() => EMPTY_CART);
});
afterEach(() => vi.unstubAllGlobals());

/** Dry skin, Eye Concerns first, Anti-Wrinkle second, mineral SPF 30, Urea Repair body. */
async function completeSkincare(user: UserEvent, name = '') {
  await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));
  if (name) throw new Error('type the name before calling completeSkincare');
  await answerAndContinue(user, /^Dry/);
  await answerAndContinue(user, /^Fresher eyes/);
  await answerAndContinue(user, /^Smoother skin/);
  await answerAndContinue(user, /^Mineral SPF 30/);
  await answerAndContinue(user, /^Intensive repair/, 'Get My Routine');
}

const section = (name: string) => screen.getByRole('region', { name });
const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const card = (name: string) => screen.getAllByRole('article', { name })[0] as HTMLElement;
const storedCart = () =>
  JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as Array<{ id: string; isBundle: boolean; quantity: number; price: number }>;

describe('skincare results (docs/product.md §2 Quiz screens 3)', { timeout: QUIZ_TEST_TIMEOUT_MS }, () => {
  it('says Loading results... until the catalogue answers (the routine’s layout already in place), then greets by name and shows the four sections', async () => {
    const user = userEvent.setup();
    const held = shop.holdProducts();
    renderQuiz('/quiz/skincare');
    await user.type(await screen.findByRole('textbox', { name: 'Your name (optional)' }), 'Mia');
    await completeSkincare(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Mia, your routine is ready!' })).toHaveFocus();
    expect(screen.getByText('Built around Eye Concerns and Anti-Wrinkle.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading results...');
    // Sections and cards keep their place while loading; prices and buttons wait for the catalogue.
    expect(screen.getByRole('region', { name: 'Morning' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Add to Cart' })).toEqual([]);
    expect(screen.getByRole('button', { name: /Add Complete Routine/ })).toBeDisabled();
    held.release();

    expect(await within(section('Morning')).findAllByRole('button', { name: 'Add to Cart' })).not.toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(cardNames(section('Morning'))).toEqual([
      'Gentle Cream Cleanser',
      'Caffeine Eye Cream',
      'Barrier Repair Cream',
      'Mineral Sunscreen SPF 30',
    ]);
    expect(cardNames(section('Evening'))).toEqual([
      'Gentle Cream Cleanser',
      'Anti-Wrinkle Serum',
      'Caffeine Eye Cream',
      'Barrier Repair Cream',
    ]);
    expect(cardNames(section('Weekly'))).toEqual(['Barrier Repair Hydration Mask', 'Gentle Enzyme Scrub']);
    expect(cardNames(section('Body & Lip Essentials'))).toEqual([
      'Exfoliating Body Wash',
      'Urea Repair Body Lotion',
      'Repair Lip Balm',
      'Plumping Tint Lip Balm',
    ]);

    const serum = card('Anti-Wrinkle Serum');
    expect(within(serum).getByText('Why we chose this for you')).toBeInTheDocument();
    expect(within(serum).getByText(/You also mentioned fine lines/)).toBeInTheDocument();
    expect(within(serum).getByText('€39.99')).toBeInTheDocument();
    expect(within(serum).getByRole('button', { name: 'Add to Cart' })).toHaveAccessibleDescription('Anti-Wrinkle Serum');

    // 11 distinct products: €275.89, 15% off = €41.38 (rounded half up from 41.3835).
    expect(screen.getByText('Complete Routine').nextElementSibling).toHaveTextContent('€275.89');
    expect(screen.getByText('Routine Discount (15%)').nextElementSibling).toHaveTextContent('−€41.38');
    expect(screen.getByText('Your Price').nextElementSibling).toHaveTextContent('€234.51');
    expect(screen.getByText('15% OFF')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Complete Routine to Cart (15% Off)' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Take the Haircare Quiz' })).toHaveAttribute('href', '/quiz/haircare');
    expect(screen.getByRole('link', { name: 'Shop All Products' })).toHaveAttribute('href', '/shop');
  });

  it('shows a missing and an out-of-stock product as unavailable and leaves them out of the bundle and its price', async () => {
    shop.products.delete('barrier-repair-mask');
    shop.products.set('lip-plump-balm', productDocument('lip-plump-balm', { stock: 0 }));
    shop.signedIn = true;
    const user = userEvent.setup();
    renderQuiz('/quiz/skincare');
    await completeSkincare(user);
    await screen.findByRole('region', { name: 'Weekly' });

    for (const name of ['Barrier Repair Hydration Mask', 'Plumping Tint Lip Balm']) {
      const unavailable = card(name);
      expect(within(unavailable).getByText('Currently unavailable')).toBeInTheDocument();
      expect(within(unavailable).getByText('Why we chose this for you')).toBeInTheDocument();
      expect(within(unavailable).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
      expect(within(unavailable).queryByText(/€/)).not.toBeInTheDocument();
    }
    // 9 available products: €233.91, 15% off = €35.09.
    expect(screen.getByText('Complete Routine').nextElementSibling).toHaveTextContent('€233.91');
    expect(screen.getByText('Routine Discount (15%)').nextElementSibling).toHaveTextContent('−€35.09');
    expect(screen.getByText('Your Price').nextElementSibling).toHaveTextContent('€198.82');
    expect(screen.getByText('2 products are currently unavailable and not included in this price.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Complete Routine to Cart (15% Off)' }));
    expect(await screen.findByText('Complete routine added to cart!')).toBeInTheDocument();
    expect(screen.getByText('9 products • Save €35.09 (15% off)')).toBeInTheDocument();
    const lines = storedCart();
    expect(lines.map((line) => line.id)).toEqual([
      'gentle-cream-cleanser',
      'eye-cream',
      'barrier-repair-cream',
      'mineral-spf30',
      'anti-wrinkle-serum',
      'enzyme-scrub',
      'exfoliating-wash',
      'urea-repair-lotion',
      'lip-repair-balm',
    ]);
    expect(lines.every((line) => line.isBundle && line.quantity === 1)).toBe(true);
    await waitFor(() =>
      expect(shop.events.at(-1)).toMatchObject({ name: 'add_to_cart', quiz: 'skincare', properties: { count: 9, total: 198.82 } }),
    );
  });

  it('adds a single product at its catalogue price, and sends a signed-out visitor to sign in', async () => {
    shop.products.set('peptide-cream', productDocument('peptide-cream', { name: 'Peptide Cream', price: 31.5 }));
    const user = userEvent.setup();
    const { router } = renderQuiz('/quiz/skincare');
    await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));
    await answerAndContinue(user, /^Normal/);
    await answerAndContinue(user, /^Smoother skin/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await answerAndContinue(user, /^Hybrid/);
    await answerAndContinue(user, /^Hydration/, 'Get My Routine');
    const peptide = (await screen.findAllByRole('article', { name: 'Peptide Cream' }))[0] as HTMLElement;
    expect(await within(peptide).findByText('€31.50')).toBeInTheDocument();

    await user.click(within(peptide).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Please log in to add items to cart')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedCart()).toEqual([]);
    expect(shop.events.some((event) => event.name === 'add_to_cart')).toBe(false);
  });

  it('thanks a German shopper in German when one product is added', async () => {
    shop.signedIn = true;
    const user = userEvent.setup();
    renderQuiz('/quiz/skincare?r=s1d31_10');
    const sunscreen = (await screen.findAllByRole('article', { name: 'Hybrid Sunscreen SPF 50+' }))[0] as HTMLElement;
    await user.click(await within(sunscreen).findByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Hybrid Sunscreen SPF 50+ liegt jetzt im Warenkorb!')).toBeInTheDocument();
    expect(storedCart()).toMatchObject([{ id: 'hybrid-spf50', quantity: 1, isBundle: false }]);
  });

  it('adds a single product for a signed-in shopper with its toast and event', async () => {
    shop.signedIn = true;
    const user = userEvent.setup();
    renderQuiz('/quiz/skincare?r=s1e31_10');
    const sunscreen = (await screen.findAllByRole('article', { name: 'Hybrid Sunscreen SPF 50+' }))[0] as HTMLElement;
    await user.click(await within(sunscreen).findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Hybrid Sunscreen SPF 50+ added to cart!')).toBeInTheDocument();
    expect(storedCart()).toMatchObject([{ id: 'hybrid-spf50', price: 28.99, quantity: 1, isBundle: false }]);
    await waitFor(() =>
      expect(shop.events.at(-1)).toEqual({
        name: 'add_to_cart',
        quiz: 'skincare',
        properties: { productId: 'hybrid-spf50', name: 'Hybrid Sunscreen SPF 50+', price: 28.99 },
      }),
    );
  });

  it('offers Try Again when the catalogue cannot be reached', async () => {
    shop.failProducts = true;
    const user = userEvent.setup();
    renderQuiz('/quiz/skincare?r=s1e31_10');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your products right now.');
    shop.failProducts = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Morning' })).toBeInTheDocument();
  });
});

describe('haircare results (docs/product.md §2 Quiz screens 3)', { timeout: QUIZ_TEST_TIMEOUT_MS }, () => {
  it('groups Wash Day Routine and Styling & Treatment by slot', async () => {
    const user = userEvent.setup();
    renderQuiz('/quiz/haircare');
    await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));
    await answerAndContinue(user, /^Strengthening/);
    await answerAndContinue(user, /^Shine/, 'Get My Routine');
    const washDay = await screen.findByRole('region', { name: 'Wash Day Routine' });
    expect(cardNames(washDay)).toEqual(['Anti-Hair-Fall Caffeine Shampoo', 'Moisture & Frizz Conditioner', 'Hydration Boost Mask']);
    expect(
      within(washDay)
        .getAllByText(/^(Shampoo|Conditioner|Hair Mask)$/)
        .map((slot) => slot.textContent),
    ).toEqual(['Shampoo', 'Conditioner', 'Hair Mask']);
    const styling = section('Styling & Treatment');
    expect(cardNames(styling)).toEqual(['Scalp Growth Serum', 'Leave-In Shine Serum']);
    expect(within(styling).getByText('Scalp Treatment')).toBeInTheDocument();
    expect(within(styling).getByText('Leave-In Treatment')).toBeInTheDocument();
    expect(screen.getByText('Built around Anti-Hair Fall and Shine.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the Skincare Quiz' })).toHaveAttribute('href', '/quiz/skincare');
  });

  it('leaves out Styling & Treatment when the routine has nothing for it', async () => {
    const user = userEvent.setup();
    renderQuiz('/quiz/haircare');
    await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));
    await answerAndContinue(user, /^Balance/);
    await answerAndContinue(user, /^Repair/, 'Get My Routine');
    expect(await screen.findByRole('region', { name: 'Wash Day Routine' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Styling & Treatment' })).not.toBeInTheDocument();
  });
});

describe('shareable results (decision 006 item 6)', { timeout: QUIZ_TEST_TIMEOUT_MS }, () => {
  it('puts answers and language in the URL; opening it shows the same routine without the name', async () => {
    const user = userEvent.setup();
    const first = renderQuiz('/quiz/haircare');
    await user.click(await screen.findByRole('radio', { name: 'Deutsch' }));
    await user.type(screen.getByRole('textbox', { name: 'Dein Name (optional)' }), 'Jonas');
    await user.click(screen.getByRole('button', { name: /Quiz starten/ }));
    await answerAndContinue(user, /^Feuchtigkeit/);
    await answerAndContinue(user, /^Geschmeidigkeit/, 'Meine Routine erhalten');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo Jonas, deine Routine ist fertig!' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Waschtag-Routine' });

    const search = first.router.state.location.search;
    expect(search).toMatch(/^\?r=h1d[0-9a-z_]{2}$/);
    expect(first.router.state.historyAction).toBe('REPLACE');
    const link = screen.getByRole('textbox', { name: 'Link zu deinen Ergebnissen' });
    expect(link).toHaveValue(`${window.location.origin}/quiz/haircare${search}`);
    await user.click(screen.getByRole('button', { name: 'Link kopieren' }));
    expect(await screen.findByText('Link kopiert!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/quiz/haircare${search}`);
    const routine = screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    const price = screen.getByText('Dein Preis').nextElementSibling?.textContent;
    first.unmount();

    renderQuiz(`/quiz/haircare${search}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo, deine Routine ist fertig!' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Waschtag-Routine' });
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual(routine);
    expect(screen.getByText('Dein Preis').nextElementSibling?.textContent).toBe(price);
    expect(price).toMatch(/^\d+,\d{2}\s€$/);
  });

  it('Take Quiz Again clears the result, the URL code and the name, keeping the language', async () => {
    const user = userEvent.setup();
    const { router } = renderQuiz('/quiz/skincare?r=s1d31_10');
    await user.click(await screen.findByRole('button', { name: 'Quiz wiederholen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Finde deine perfekte Hautpflege-Routine' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Dein Name (optional)' })).toHaveValue('');
  });

  it('sends a German shopper on to the other quiz in German', async () => {
    const user = userEvent.setup();
    const { router } = renderQuiz('/quiz/skincare?r=s1d31_10');
    await user.click(await screen.findByRole('link', { name: /Zum Haarpflege-Quiz/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?lang=de'));
    expect(router.state.location.pathname).toBe('/quiz/haircare');
    expect(await screen.findByRole('radio', { name: 'Deutsch' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Finde deine perfekte Haarpflege-Routine' })).toBeInTheDocument();
  });

  it('opens the intro for a code that is not a valid result, and follows a code arriving by navigation', async () => {
    const { router } = renderQuiz('/quiz/skincare?r=h1e00');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Skincare Routine' })).toBeInTheDocument();
    await router.navigate('/quiz/skincare?r=s1e31_10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi there, your routine is ready!' })).toBeInTheDocument();
    await router.navigate('/quiz/skincare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Skincare Routine' })).toBeInTheDocument();
  });
});
