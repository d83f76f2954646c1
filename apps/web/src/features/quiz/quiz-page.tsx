import { Suspense, lazy, useState, useTransition } from 'react';
import { useSearchParams } from '@/lib/router/hooks';
import { quizCopy } from '@pura/core/quiz/copy';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';
import type { Language } from '@pura/core/quiz/labels';
import type { QuizKind } from '@pura/core/quiz/questions';
import { LANGUAGE_PARAM, SHARE_PARAM, languageFromParam } from './quiz-format';
import { QuizIntro } from './quiz-intro';
import { QuizMessage } from './quiz-message';
import type * as QuizRunModule from './quiz-run';
import { type QuizStart, trackQuizStart } from './quiz-start';
import { useLiveQuiz } from './quiz-versions';
import { shopPageTitle } from '@/lib/shop-settings';

// The questions, the recommendation engine and the results are not needed to show the intro:
// they load once the visitor reaches for the form (or a result link opens the page), decision 012.
let quizRunModule: typeof QuizRunModule | null = null;
export const loadQuizRun = () => import('./quiz-run').then((module) => (quizRunModule = module));
const LazyQuizRun = lazy(() => loadQuizRun().then((m) => ({ default: m.QuizRun })));
const preloadQuizRun = () => void loadQuizRun().catch(() => undefined);

/**
 * A whole quiz at /quiz/skincare or /quiz/haircare: intro → questions → results (docs/product.md §4),
 * asking the live version of the quiz (docs/quizzes.md). A server-rendered quiz page carries that
 * version in its query cache; a page opened by a link inside the shop reads it once before the intro.
 */
export function QuizPage({ quiz }: { quiz: QuizKind }) {
  const live = useLiveQuiz(quiz);
  const [searchParams] = useSearchParams();
  if (live.data) return <QuizScreens quiz={quiz} definition={live.data.definition} />;
  const copy = quizCopy[languageFromParam(searchParams.get(LANGUAGE_PARAM))];
  return live.isError ? (
    <QuizMessage pageTitle={copy.intro[quiz].title} title={copy.quizLoadFailed} action={copy.retry} onAction={() => void live.refetch()} />
  ) : (
    <QuizMessage pageTitle={copy.intro[quiz].title} status={copy.loadingQuiz} />
  );
}

/**
 * The real quiz screens running `definition` — a draft, for the admin studio's preview. A preview
 * sends no analytics and keeps its result link out of the page's URL (it shows none); everything
 * else, from the intro to the results with today's prices and stock, is what a shopper would see.
 * The studio imports it from '@/features/quiz/quiz-page' (lazily: it brings the quiz screens).
 */
export function QuizPreview({ definition }: { definition: QuizDefinition }) {
  return <QuizScreens quiz={definition.quiz} definition={definition} preview />;
}

/**
 * The intro is shown from here; Start, or a share code in the URL, hands over to the run, which
 * owns the quiz from then on.
 */
function QuizScreens({ quiz, definition, preview = false }: { quiz: QuizKind; definition: QuizDefinition; preview?: boolean }) {
  const [searchParams] = useSearchParams();
  const [language, setLanguage] = useState<Language>(() => languageFromParam(searchParams.get(LANGUAGE_PARAM)));
  const [name, setName] = useState('');
  const [start, setStart] = useState<QuizStart | null>(null);
  const shared = !preview && searchParams.get(SHARE_PARAM) !== null;
  const [running, setRunning] = useState(shared);
  const [starting, startTransition] = useTransition();
  if (!running && shared) setRunning(true);
  const copy = quizCopy[language];
  // Already loaded (a shared result's page loads it with the route, app/router.tsx): rendered at
  // once, so hydration takes the server's result over without waiting, and a press on it works.
  // Chosen once per page: were it to switch from the lazy wrapper to the loaded component on a
  // later render, React would mount the run afresh and a slow phone that pressed Start before the
  // code arrived would lose its answers the moment the result wrote its share code to the URL.
  const [QuizRun] = useState(() => quizRunModule?.QuizRun ?? LazyQuizRun);

  function changeLanguage(next: Language) {
    // As core's reducer does (docs/product.md §4): a new language resets the quiz, name included.
    if (next === language) return;
    setLanguage(next);
    setName('');
  }

  function begin() {
    if (starting) return;
    const sessionId = preview ? null : trackQuizStart(quiz, language, definition.version);
    // A transition: the intro stays on screen until the run's code has arrived.
    startTransition(() => {
      setStart({ name, language, sessionId, nowMs: Date.now() });
      setRunning(true);
    });
  }

  return (
    <Suspense fallback={null}>
      {running ? (
        <QuizRun quiz={quiz} start={start} definition={definition} preview={preview} />
      ) : (
        <div lang={language} onFocus={preloadQuizRun} onPointerEnter={preloadQuizRun}>
          <title>{shopPageTitle(copy.intro[quiz].title)}</title>
          <meta name="description" content={copy.intro[quiz].subtitle} />
          <QuizIntro
            quiz={quiz}
            questionCount={definition.questions.length}
            copy={copy}
            language={language}
            name={name}
            starting={starting}
            onLanguageChange={changeLanguage}
            onNameChange={setName}
            onStart={begin}
          />
        </div>
      )}
    </Suspense>
  );
}
