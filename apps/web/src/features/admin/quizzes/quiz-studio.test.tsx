import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDefinitions } from '@pura/core/quiz/definition/defaults';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { productFields } from '@/data/testing/product-fixtures';
import { renderRoutes } from '@/test/render';
import { QuizzesPage } from './quizzes-page';
import type { QuizDraft } from './quizzes-api';
import '@/data/testing/patient-waits';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

const skincare = defaultDefinitions.skincare;
const productIds = [
  ...new Set(skincare.sections.flatMap((section) => section.slots.flatMap((slot) => slot.rules.map((rule) => rule.product)))),
];

const fetchMock = vi.fn<typeof fetch>();
const saved: QuizDefinition[] = [];
const publishes: string[] = [];
/** What the server answers a publish with; a test may make it refuse. */
let publishAnswer: () => Response;

function seedCatalogue(ids: readonly string[]) {
  fakeBackend.reset();
  fakeBackend.seed(
    'products',
    ids.map((id) => productFields({ $id: id, name: `Product ${id}` })),
  );
}

beforeEach(() => {
  saved.length = 0;
  publishes.length = 0;
  publishAnswer = () => Response.json({ version: 2, publishedAt: '2026-11-28T12:00:00.000Z', warnings: [] });
  seedCatalogue(productIds);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.endsWith('/draft') && init?.method === 'PUT') {
      const { definition } = JSON.parse(String(init.body)) as { definition: QuizDefinition };
      saved.push(definition);
      return Response.json({ version: 2, definition, updatedAt: '2026-11-28T12:00:00.000Z', saved: true } satisfies QuizDraft);
    }
    if (path.endsWith('/draft'))
      return Response.json({ version: 2, definition: skincare, updatedAt: null, saved: false } satisfies QuizDraft);
    if (path.endsWith('/publish')) {
      publishes.push(path);
      return publishAnswer();
    }
    return Response.json({ message: 'not here', code: 404, type: 'general_route_not_found', version: '1' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function openStudio() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/admin/quizzes', element: <QuizzesPage /> }], '/admin/quizzes?quiz=skincare');
  await screen.findByRole('heading', { name: 'Skincare quiz: draft of version 2' });
  return user;
}

// The studio renders the whole skincare quiz, which jsdom lays out slowly on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const publishButton = () => screen.getByRole('button', { name: 'Publish' });

describe('/admin/quizzes studio', () => {
  it('saves the edited texts and the new order of the answers', async () => {
    const user = await openStudio();
    const question = screen.getByRole('textbox', { name: 'Question 1 (German)' });
    await user.clear(question);
    await user.paste('Wie ist deine Haut?');
    await user.click(screen.getByRole('button', { name: 'Move answer 1 of question 1 down' }));
    // The focus follows the answer, so the keyboard can move it on.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move answer 2 of question 1 down' })).toHaveFocus());
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    const [first] = saved[0]!.questions;
    expect(first!.text).toEqual({ en: skincare.questions[0]!.text.en, de: 'Wie ist deine Haut?' });
    expect(first!.answers.map((answer) => answer.id).slice(0, 2)).toEqual(['dry', 'oily']);
  });

  it('says what is wrong at the field and saves nothing', async () => {
    const user = await openStudio();
    const id = screen.getByRole('textbox', { name: /Id of answer 1 of question 1/ });
    await user.clear(id);
    await user.paste('Oily Skin');
    expect(id).toHaveAccessibleDescription('lower-case letters, digits and dashes');
    expect(await screen.findByText(/Correct the \d+ marked field\(s\) first/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(saved).toEqual([]);
    expect(publishButton()).toBeDisabled();
  });

  it('shows a rule naming a missing product as an error, blocks Publish and takes the owner to the rule', async () => {
    seedCatalogue(productIds.filter((id) => id !== 'clarifying-gel-cleanser'));
    const user = await openStudio();
    const coverage = screen.getByRole('region', { name: 'Coverage check' });
    expect(await within(coverage).findByText("no product 'clarifying-gel-cleanser' (am/cleanser)")).toBeInTheDocument();
    expect(coverage).toHaveTextContent('3,780 ways of answering checked: 2 error(s)');
    expect(publishButton()).toBeDisabled();

    await user.click(within(coverage).getAllByRole('button', { name: 'Show' })[0]!);
    await waitFor(() => expect(document.activeElement?.tagName).toBe('LI'));
    const rule = document.activeElement as HTMLElement;
    expect(within(rule).getByRole('button', { name: /Product of rule \d of cleanser/ })).toHaveTextContent(
      "No product 'clarifying-gel-cleanser' in the catalogue",
    );
    expect(within(rule).getByText("no product 'clarifying-gel-cleanser' (am/cleanser)")).toBeInTheDocument();
  });

  it('publishes a checked draft after asking', async () => {
    const user = await openStudio();
    const coverage = screen.getByRole('region', { name: 'Coverage check' });
    await waitFor(() => expect(coverage).toHaveTextContent('3,780 ways of answering checked: 0 error(s)'));
    await waitFor(() => expect(publishButton()).toBeEnabled());
    await user.click(publishButton());
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 2' }));
    expect(await screen.findByText('Version 2 is live')).toBeInTheDocument();
    expect(publishes).toEqual(['/api/admin/quizzes/skincare/publish']);
  });

  it('shows why the server refused to publish', async () => {
    const refusal = "The draft cannot be published: 1 problem(s): no product 'rosehip-serum' (am/cleanser)";
    publishAnswer = () => Response.json({ message: refusal, code: 409, type: 'quiz_coverage_failed', version: '1' }, { status: 409 });
    const user = await openStudio();
    await waitFor(() => expect(publishButton()).toBeEnabled());
    await user.click(publishButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish version 2?' })).getByRole('button', { name: 'Publish version 2' }),
    );
    const alert = (await screen.findByText('The shop refused to publish')).parentElement!;
    expect(alert).toHaveRole('alert');
    expect(alert).toHaveTextContent(refusal);
  });
});
