import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CART } from '@pura/core/cart/cart-state';
import { routineProducts } from '@pura/core/catalogue/routine-products';
import { defaultDefinitions } from '@pura/core/quiz/definition/defaults';
import type { HaircareDefinition } from '@pura/core/quiz/definition/schema';
import { distinctProductIds, recommend } from '@pura/core/quiz/recommend';
import { updateCart } from '@/data/cart-store';
import { createMemoryRouter } from '@/lib/router/memory-router';
import { RouterProvider } from '@/lib/router/router-provider';
import { QuizPreview } from './quiz-page';
import {
  type FakeShop,
  QUIZ_TEST_TIMEOUT_MS,
  answerAndContinue,
  installFakeShop,
  productDocument,
  renderQuiz,
} from './testing/quiz-test-kit';

const [scalpQuestion, hairQuestion] = defaultDefinitions.haircare.questions;
if (!scalpQuestion || !hairQuestion) throw new Error('the default haircare quiz has two questions');

/**
 * Version 2 of haircare as an owner might publish it: the scalp question reworded, an answer added
 * that brings its own shampoo (a product launched with it), and the lengths question optional.
 */
const haircareV2: HaircareDefinition = {
  ...defaultDefinitions.haircare,
  version: 2,
  questions: [
    {
      ...scalpQuestion,
      text: { en: 'How does your scalp feel by evening?', de: 'Wie fühlt sich deine Kopfhaut abends an?' },
      answers: [
        ...scalpQuestion.answers,
        { id: 'itchy', text: { en: 'Itchy and tight', de: 'Juckend und gespannt' }, mapping: 'Moisture' },
      ],
    },
    { ...hairQuestion, optional: true },
  ],
  sections: defaultDefinitions.haircare.sections.map((section) => ({
    ...section,
    slots: section.slots.map((slot) =>
      slot.id === 'shampoo'
        ? {
            ...slot,
            rules: [
              {
                when: [{ op: 'equals' as const, question: 'scalp-concern', answer: 'itchy' }],
                product: 'calming-oat-shampoo',
                reason: { en: 'Oat calms an itchy scalp.', de: 'Hafer beruhigt juckende Kopfhaut.' },
              },
              ...slot.rules,
            ],
          }
        : slot,
    ),
  })),
};

const nameOf = (id: string) => routineProducts.find((product) => product.id === id)?.name ?? id;

let shop: FakeShop;
beforeEach(() => {
  shop = installFakeShop();
  updateCart(() => EMPTY_CART);
  shop.products.set(
    'calming-oat-shampoo',
    productDocument('calming-oat-shampoo', { name: 'Calming Oat Shampoo', category: 'Haircare', price: 18 }),
  );
  shop.quizVersions.haircare = [defaultDefinitions.haircare, haircareV2];
});
afterEach(() => vi.unstubAllGlobals());

describe('the quiz runs the published version (docs/quizzes.md)', { timeout: QUIZ_TEST_TIMEOUT_MS }, () => {
  it('asks its questions, takes an added answer and recommends by its rules, with a link of that version', async () => {
    const user = userEvent.setup();
    const { router } = renderQuiz('/quiz/haircare');
    await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How does your scalp feel by evening?' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    await answerAndContinue(user, /^Itchy and tight/);
    // The lengths question is optional in this version: Get My Routine without an answer.
    await user.click(screen.getByRole('button', { name: 'Get My Routine' }));

    await screen.findByRole('heading', { level: 1, name: /your routine is ready/ });
    const washDay = screen.getByRole('region', { name: 'Wash Day Routine' });
    expect(await within(washDay).findByRole('heading', { name: 'Calming Oat Shampoo' })).toBeInTheDocument();
    expect(within(washDay).getByText('Oat calms an itchy scalp.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?r=h2e3_'));
    // The questions came with one request; answering asked nothing more.
    expect(shop.quizRequests).toEqual(['/api/quizzes/haircare']);
    expect(shop.events.find((event) => event.name === 'quiz_completed')).toMatchObject({ quizVersion: 2 });
  });

  it('shows a link made under version 1 with version 1, at today’s catalogue, and retakes the live version', async () => {
    const user = userEvent.setup();
    const { router } = renderQuiz('/quiz/haircare?r=h1e00');
    await screen.findByRole('heading', { level: 1, name: /your routine is ready/ });
    const routine = distinctProductIds(recommend('haircare', { 'scalp-concern': 'anti-hair-fall', 'hair-concern': 'repair' }));
    for (const id of routine) expect(await screen.findByRole('heading', { name: nameOf(id) })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Calming Oat Shampoo' })).not.toBeInTheDocument();
    expect(shop.quizRequests).toContain('/api/quizzes/haircare/versions/1');
    expect(router.state.location.search).toBe('?r=h1e00');

    await user.click(screen.getByRole('button', { name: 'Take Quiz Again' }));
    await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How does your scalp feel by evening?' })).toBeInTheDocument();
  });

  it('says plainly that the quiz has changed when the link’s version cannot be loaded, and offers to retake it', async () => {
    const user = userEvent.setup();
    const { router } = renderQuiz('/quiz/haircare?r=h7d00');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dieses Quiz hat sich geändert' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Wash Day Routine' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quiz neu machen' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: /Start Quiz/ })).toBeInTheDocument();
  });

  it('says so with Try Again when the questions cannot be loaded', async () => {
    const user = userEvent.setup();
    shop.quizVersions.skincare = [];
    renderQuiz('/quiz/skincare');
    expect(await screen.findByRole('heading', { name: 'We could not load the quiz right now.' })).toBeInTheDocument();
    shop.quizVersions.skincare = [defaultDefinitions.skincare];
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Skincare Routine' })).toBeInTheDocument();
  });
});

describe('QuizPreview (the admin studio runs a draft in the real screens)', { timeout: QUIZ_TEST_TIMEOUT_MS }, () => {
  it('runs the definition it is handed, asks the server for no quiz, reports nothing and leaves the URL alone', async () => {
    const user = userEvent.setup();
    // A draft that has dropped the lengths question.
    const draft: HaircareDefinition = { ...haircareV2, version: 3, questions: haircareV2.questions.slice(0, 1) };
    const router = createMemoryRouter([{ path: '/admin/quizzes', element: <QuizPreview definition={draft} /> }], {
      initialEntries: ['/admin/quizzes'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /Start Quiz\s*·?\s*1 question$/ }));
    await answerAndContinue(user, /^Itchy and tight/, 'Get My Routine');
    expect(await screen.findByRole('heading', { name: 'Calming Oat Shampoo' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Link to your results' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(shop.quizRequests).toEqual([]);
    expect(shop.events).toEqual([]);
  });
});
