import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeShop, QUIZ_TEST_TIMEOUT_MS, answerAndContinue, installFakeShop, renderQuiz } from './testing/quiz-test-kit';

let shop: FakeShop;
beforeEach(() => {
  shop = installFakeShop();
});
afterEach(() => vi.unstubAllGlobals());

const progress = () => screen.getByRole('progressbar');

describe('quiz intro (docs/product.md §2 Quiz screens 1)', { timeout: QUIZ_TEST_TIMEOUT_MS }, () => {
  it('shows title, highlights, language before the optional name, How It Works and the start button', async () => {
    renderQuiz('/quiz/skincare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Skincare Routine' })).toBeInTheDocument();
    for (const highlight of ['2 minutes', 'Personalised', '15% off']) expect(screen.getByText(highlight)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    const language = screen.getByRole('radiogroup', { name: 'Language' });
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Deutsch' })).not.toBeChecked();
    const name = screen.getByRole('textbox', { name: 'Your name (optional)' });
    expect(language.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: /Start Quiz\s*·?\s*5 questions/ })).toBeEnabled();
  });

  it('says 1 minute and 2 questions for haircare', async () => {
    renderQuiz('/quiz/haircare');
    expect(await screen.findByText('1 minute')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /2 questions/ })).toBeInTheDocument();
  });

  it('switching to Deutsch translates the quiz and resets it, name included', async () => {
    const user = userEvent.setup();
    renderQuiz('/quiz/skincare');
    await user.type(await screen.findByRole('textbox', { name: 'Your name (optional)' }), 'Mia');
    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Finde deine perfekte Hautpflege-Routine' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dein Name (optional)' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'So funktioniert’s' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Quiz starten.*5 Fragen/ })).toBeInTheDocument();
  });
});

describe('quiz questions (docs/product.md §2 Quiz screens 2, §4, §5)', { timeout: QUIZ_TEST_TIMEOUT_MS }, () => {
  it('walks the skincare questions: progress, disabled buttons, keyboard answers, optional skip, Get My Routine', async () => {
    const user = userEvent.setup();
    renderQuiz('/quiz/skincare');
    await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));

    expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '20');
    expect(progress()).toHaveAccessibleName('Question 1 of 5');
    expect(screen.getByRole('heading', { level: 1, name: 'How would you describe your skin on an ordinary day?' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getAllByRole('radio')).toHaveLength(5);

    // Keyboard only: Tab into the group, arrows choose, Tab on to Next.
    await user.tab();
    expect(screen.getByRole('radio', { name: /^Oily/ })).toHaveFocus();
    // Radix moves focus a tick after keydown and checks the radio it lands on while the key is
    // still down, as a real key press would be.
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Dry/ })).toBeChecked());
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.tab(); // Previous is disabled on the first question, so Tab lands on Next.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Dry/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await answerAndContinue(user, /^Brighter skin/);

    // The secondary concern is optional: marked, and Next works without an answer.
    expect(screen.getByText('Question 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(Optional)');
    expect(screen.getByRole('radio', { checked: false, name: /^No, my main concern/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Question 4 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('(Optional)');
    await answerAndContinue(user, /^Hybrid SPF 50\+/);

    expect(screen.getByText('Question 5 of 5')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get My Routine' })).toBeDisabled();
    await answerAndContinue(user, /^Hydration/, 'Get My Routine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi there, your routine is ready!' })).toBeInTheDocument();
  });

  it('walks the haircare quiz in German to "Meine Routine erhalten"', async () => {
    const user = userEvent.setup();
    renderQuiz('/quiz/haircare');
    await user.click(await screen.findByRole('radio', { name: 'Deutsch' }));
    await user.click(screen.getByRole('button', { name: /Quiz starten/ }));
    expect(await screen.findByText('Frage 1 von 2')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await answerAndContinue(user, /^Feuchtigkeit/);
    expect(screen.getByText('Frage 2 von 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meine Routine erhalten' })).toBeDisabled();
    await answerAndContinue(user, /^Glanz/, 'Meine Routine erhalten');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo, deine Routine ist fertig!' })).toBeInTheDocument();
  });
});

describe('quiz analytics (docs/product.md §7 Analytics events)', { timeout: QUIZ_TEST_TIMEOUT_MS }, () => {
  it('reports start, each answer with its mapping, and completion with seconds for one run id', async () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    const user = userEvent.setup();
    renderQuiz('/quiz/haircare');
    await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));
    await answerAndContinue(user, /^Strengthening/);
    await answerAndContinue(user, /^Repair/, 'Get My Routine');
    await screen.findByRole('heading', { level: 1, name: /your routine is ready/ });

    await waitFor(() => expect(shop.events).toHaveLength(4));
    const sessionId = shop.events[0]?.sessionId;
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(shop.events).toEqual([
      { name: 'quiz_started', quiz: 'haircare', quizVersion: 1, sessionId, properties: { language: 'en' } },
      {
        name: 'quiz_question_answered',
        quiz: 'haircare',
        quizVersion: 1,
        sessionId,
        properties: { questionId: 'scalp-concern', answerId: 'anti-hair-fall', mapping: 'Anti-Hair Fall' },
      },
      {
        name: 'quiz_question_answered',
        quiz: 'haircare',
        quizVersion: 1,
        sessionId,
        properties: { questionId: 'hair-concern', answerId: 'repair', mapping: 'Repair' },
      },
      { name: 'quiz_completed', quiz: 'haircare', quizVersion: 1, sessionId, properties: { seconds: expect.any(Number), language: 'en' } },
    ]);
    expect(gtag).toHaveBeenCalledWith('event', 'quiz_started', { language: 'en', quiz: 'haircare' });
    expect(gtag).toHaveBeenCalledWith('event', 'quiz_question_answered', {
      questionId: 'hair-concern',
      answerId: 'repair',
      mapping: 'Repair',
      quiz: 'haircare',
    });
    expect(gtag).toHaveBeenCalledWith('event', 'quiz_completed', { seconds: expect.any(Number), language: 'en', quiz: 'haircare' });
  });

  it('reports quiz_abandoned once when a started quiz is left for another page, and not after finishing', async () => {
    const user = userEvent.setup();
    const { router } = renderQuiz('/quiz/skincare');
    await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));
    await answerAndContinue(user, /^Oily/);
    await router.navigate('/shop');
    await screen.findByRole('heading', { name: 'All products' });
    await waitFor(() => expect(shop.events.map((event) => event.name)).toContain('quiz_abandoned'));
    expect(shop.events.at(-1)).toEqual({
      name: 'quiz_abandoned',
      quiz: 'skincare',
      quizVersion: 1,
      sessionId: shop.events[0]?.sessionId,
      properties: { questionId: 'primary-concern', questionIndex: 1, answeredCount: 1, seconds: expect.any(Number) },
    });
  });

  it('reports quiz_abandoned on pagehide, but a visitor still on the intro abandons nothing', async () => {
    const user = userEvent.setup();
    renderQuiz('/quiz/haircare');
    await screen.findByRole('button', { name: /Start Quiz/ });
    window.dispatchEvent(new Event('pagehide'));
    expect(shop.events).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Start Quiz/ }));
    await screen.findByText('Question 1 of 2');
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(shop.events.filter((event) => event.name === 'quiz_abandoned')).toHaveLength(1));
  });
});
