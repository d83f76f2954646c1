import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { ProductReviews } from './product-reviews';
import { validateReview } from './review-validation';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

beforeEach(() => {
  fakeBackend.reset();
});

async function openReviews() {
  const user = userEvent.setup();
  const view = renderRoutes([
    { path: '/', element: <ProductReviews productId="rose-serum" /> },
    { path: '/login', element: <h1>Sign in page</h1> },
  ]);
  await screen.findByRole('heading', { name: 'Reviews' });
  return { user, ...view };
}

describe('review validation', () => {
  it.each([
    [{ rating: null, text: 'Lovely' }, { rating: 'Please choose a rating from 1 to 5 stars' }],
    [{ rating: 6, text: 'Lovely' }, { rating: 'Please choose a rating from 1 to 5 stars' }],
    [{ rating: 4, text: '   ' }, { text: 'Please write a few words about the product' }],
    [{ rating: 4, text: 'x'.repeat(5001) }, { text: 'Please keep your review under 5000 characters' }],
    [{ rating: 5, text: 'Lovely' }, {}],
  ])('draft %#', (draft, errors) => {
    expect(validateReview(draft)).toEqual(errors);
  });
});

describe('product reviews (decision 005 item 4)', () => {
  it('says No reviews yet and asks a signed-out visitor to sign in', async () => {
    await openReviews();
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('lists the reviews with their average in stars and the count', async () => {
    fakeBackend.seed('reviews', [
      { productId: 'rose-serum', userId: 'u1', rating: 5, text: 'My skin glows.', authorName: 'Ada' },
      { productId: 'rose-serum', userId: 'u2', rating: 4, text: 'Nice but pricey.', authorName: 'Grace' },
      { productId: 'other', userId: 'u3', rating: 1, text: 'Another product', authorName: 'Linus' },
    ]);
    await openReviews();
    expect(await screen.findByText('4.5 out of 5')).toBeInTheDocument();
    expect(screen.getByText(/Based on 2 reviews/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('My skin glows.')).toBeInTheDocument();
    expect(screen.getByText('Nice but pricey.')).toBeInTheDocument();
    expect(screen.queryByText('Another product')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('validates the form before posting', async () => {
    fakeBackend.signIn({ id: 'u1', name: 'Ada Lovelace' });
    const { user } = await openReviews();
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('button', { name: 'Post Review' }));
    expect(within(form).getByText('Please choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(within(form).getByText('Please write a few words about the product')).toBeInTheDocument();
    expect(within(form).getByLabelText('Your review')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeBackend.documents('reviews')).toHaveLength(0);
  });

  it('posts a review that shows at once, readable by anyone and deletable by its author; then deletes it', async () => {
    fakeBackend.signIn({ id: 'u1', name: 'Ada Lovelace' });
    const { user } = await openReviews();
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByLabelText('Your review'), 'Soft, bright skin after a week.');
    await user.click(within(form).getByRole('button', { name: 'Post Review' }));

    expect(await screen.findByText('Soft, bright skin after a week.')).toBeInTheDocument();
    expect(await screen.findByText('Thank you! Your review has been posted.')).toBeInTheDocument();
    expect(screen.getByText('4.0 out of 5')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
    const [stored] = fakeBackend.documents('reviews');
    expect(stored).toMatchObject({
      productId: 'rose-serum',
      userId: 'u1',
      rating: 4,
      text: 'Soft, bright skin after a week.',
    });
    expect(stored?.$permissions).toEqual(['read("any")', 'delete("user:u1")']);
    // The server decides the public name and whether the author bought the product; the page never claims either.
    expect(stored).not.toHaveProperty('authorName');
    expect(stored).not.toHaveProperty('verifiedPurchase');

    await user.click(screen.getByRole('button', { name: 'Delete my review' }));
    await waitFor(() => expect(screen.queryByText('Soft, bright skin after a week.')).not.toBeInTheDocument());
    expect(await screen.findByText('Your review has been deleted.')).toBeInTheDocument();
    expect(fakeBackend.documents('reviews')).toHaveLength(0);
    expect(screen.getByRole('form', { name: 'Write a review' })).toBeInTheDocument();
  });

  it('explains to a customer with an unverified e-mail address why there is no form, and links to verifying', async () => {
    fakeBackend.signIn({ id: 'u1', name: 'Ada', emailVerification: false });
    await openReviews();
    expect(await screen.findByText(/Please verify your e-mail address to write a review/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'send a new one from your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('marks the reviews the server found a paid order for as "Verified purchase"', async () => {
    fakeBackend.seed('reviews', [
      { productId: 'rose-serum', userId: 'u1', rating: 5, text: 'Bought it twice.', authorName: 'Ada', verifiedPurchase: true },
      { productId: 'rose-serum', userId: 'u2', rating: 4, text: 'Tried a sample.', authorName: 'Grace', verifiedPurchase: false },
    ]);
    await openReviews();
    const bought = (await screen.findByText('Bought it twice.')).closest('li')!;
    expect(within(bought).getByText('Verified purchase')).toBeInTheDocument();
    const sampled = screen.getByText('Tried a sample.').closest('li')!;
    expect(within(sampled).queryByText('Verified purchase')).not.toBeInTheDocument();
  });

  it('shows the server message when posting fails', async () => {
    fakeBackend.signIn({ id: 'u1', name: 'Ada' });
    fakeBackend.fail('create:reviews', 'Document with the requested ID already exists.', 409, 'document_already_exists');
    const { user } = await openReviews();
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByLabelText('Your review'), 'Great');
    await user.click(within(form).getByRole('button', { name: 'Post Review' }));
    expect(await screen.findByText('Document with the requested ID already exists.')).toBeInTheDocument();
  });
});
