import { Suspense, lazy, useState, useTransition } from 'react';
import { useSearchParams } from '@/lib/router/hooks';
import { quizCopy } from '@pura/core/quiz/copy';
import type { Language } from '@pura/core/quiz/labels';
import type { QuizKind } from '@pura/core/quiz/questions';
import { LANGUAGE_PARAM, SHARE_PARAM, languageFromParam } from './quiz-format';
import { QuizIntro } from './quiz-intro';
import type * as QuizRunModule from './quiz-run';
import { type QuizStart, trackQuizStart } from './quiz-start';

// The questions, the recommendation engine and the results are not needed to show the intro:
// they load once the visitor reaches for the form (or a result link opens the page), decision 012.
let quizRunModule: typeof QuizRunModule | null = null;
export const loadQuizRun = () => import('./quiz-run').then((module) => (quizRunModule = module));
const LazyQuizRun = lazy(() => loadQuizRun().then((m) => ({ default: m.QuizRun })));
const preloadQuizRun = () => void loadQuizRun().catch(() => undefined);

/**
 * A whole quiz at /quiz/skincare or /quiz/haircare: intro → questions → results (docs/product.md §4).
 * The intro is shown from here; Start, or a share code in the URL, hands over to the run, which
 * owns the quiz from then on.
 */
export function QuizPage({ quiz }: { quiz: QuizKind }) {
  const [searchParams] = useSearchParams();
  const [language, setLanguage] = useState<Language>(() => languageFromParam(searchParams.get(LANGUAGE_PARAM)));
  const [name, setName] = useState('');
  const [start, setStart] = useState<QuizStart | null>(null);
  const [running, setRunning] = useState(() => searchParams.get(SHARE_PARAM) !== null);
  const [starting, startTransition] = useTransition();
  if (!running && searchParams.get(SHARE_PARAM) !== null) setRunning(true);
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
    const sessionId = trackQuizStart(quiz, language);
    // A transition: the intro stays on screen until the run's code has arrived.
    startTransition(() => {
      setStart({ name, language, sessionId, nowMs: Date.now() });
      setRunning(true);
    });
  }

  return (
    <Suspense fallback={null}>
      {running ? (
        <QuizRun quiz={quiz} start={start} />
      ) : (
        <div lang={language} onFocus={preloadQuizRun} onPointerEnter={preloadQuizRun}>
          <title>{`${copy.intro[quiz].title} — Pura`}</title>
          <meta name="description" content={copy.intro[quiz].subtitle} />
          <QuizIntro
            quiz={quiz}
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
