import { quizCopy } from '@pura/core/quiz/copy';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';
import type { QuizKind } from '@pura/core/quiz/questions';
import { sharedQuizVersion } from '@pura/core/quiz/share';
import { useSearchParams } from '@/lib/router/hooks';
import { HaircareSections } from './results/haircare-sections';
import { QuizResults } from './results/quiz-results';
import { SkincareSections } from './results/skincare-sections';
import { SHARE_PARAM } from './quiz-format';
import { QuizIntro } from './quiz-intro';
import { QuizMessage } from './quiz-message';
import { QuizQuestion } from './quiz-question';
import type { QuizStart } from './quiz-start';
import { isVersionNotFound, useQuizVersion } from './quiz-versions';
import { useQuiz } from './use-quiz';
import { shopPageTitle } from '@/lib/shop-settings';

interface QuizRunProps {
  quiz: QuizKind;
  start: QuizStart | null;
  /** The version new runs ask: the live one, or the admin's draft in a preview. */
  definition: QuizDefinition;
  /** The admin's preview: no analytics, no result link in the URL. */
  preview: boolean;
}

/**
 * A quiz from its first question or a shared result on (docs/product.md §4). A result link made with
 * another version than `definition` is shown by that version, read from the server first; when it
 * can no longer be read, the page says the quiz has changed and offers to take it again.
 */
export function QuizRun(props: QuizRunProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = props.preview ? null : searchParams.get(SHARE_PARAM);
  const link = sharedQuizVersion(props.quiz, code);
  const otherVersion = link && link.version !== props.definition.version ? link.version : null;
  const shared = useQuizVersion(props.quiz, otherVersion);
  if (otherVersion === null || shared.data) {
    // A run of another version starts afresh: its state is made from the link's version.
    return <QuizRunScreens key={otherVersion ?? 'live'} {...props} sharedDefinition={shared.data?.definition ?? null} />;
  }

  const copy = quizCopy[link?.language ?? 'en'];
  const pageTitle = copy.intro[props.quiz].title;
  if (shared.isPending) return <QuizMessage pageTitle={pageTitle} status={copy.loadingResults} />;
  if (!isVersionNotFound(shared.error)) {
    return <QuizMessage pageTitle={pageTitle} title={copy.quizLoadFailed} action={copy.retry} onAction={() => void shared.refetch()} />;
  }
  const retake = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SHARE_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <QuizMessage
      pageTitle={pageTitle}
      title={copy.quizChanged.title}
      body={copy.quizChanged.body}
      action={copy.quizChanged.retake}
      onAction={retake}
    />
  );
}

/**
 * Questions → results, and the intro again after Take Quiz Again (docs/product.md §4). The page loads
 * it on demand (quiz-page.tsx). The chosen language marks the subtree (`lang`) so screen readers
 * pronounce German as German.
 */
function QuizRunScreens({
  quiz,
  start,
  definition,
  preview,
  sharedDefinition,
}: QuizRunProps & { sharedDefinition: QuizDefinition | null }) {
  const { state, copy, question, actions, ...view } = useQuiz(quiz, start, { definition, sharedDefinition, preview });
  const result = state.recommendations;

  return (
    <div lang={state.language}>
      <title>{shopPageTitle(copy.intro[quiz].title)}</title>
      <meta name="description" content={copy.intro[quiz].subtitle} />

      {state.phase === 'intro' && (
        <QuizIntro
          quiz={quiz}
          questionCount={state.totalQuestions}
          copy={copy}
          language={state.language}
          name={state.customerName}
          onLanguageChange={actions.setLanguage}
          onNameChange={actions.setName}
          onStart={actions.start}
        />
      )}

      {state.phase === 'questions' && question && (
        <QuizQuestion
          question={question}
          copy={copy}
          language={state.language}
          index={state.currentQuestionIndex}
          total={state.totalQuestions}
          percent={view.progressPercent}
          selectedAnswerId={view.selectedAnswerId}
          canGoNext={view.canGoNext}
          canGoPrevious={view.canGoPrevious}
          isLast={view.isLastQuestion}
          onAnswer={actions.answer}
          onNext={actions.next}
          onPrevious={actions.previous}
        />
      )}

      {state.phase === 'results' &&
        (result ? (
          <QuizResults
            result={result}
            copy={copy}
            language={state.language}
            customerName={state.customerName}
            sessionId={view.sessionId}
            shareUrl={view.shareUrl}
            focusOnMount={state.startedAtMs !== null}
            onReset={actions.reset}
            renderSections={(renderCard) =>
              result.quiz === 'skincare' ? (
                <SkincareSections result={result} copy={copy} renderCard={renderCard} />
              ) : (
                <HaircareSections result={result} copy={copy} renderCard={renderCard} />
              )
            }
          />
        ) : (
          <p role="status" className="mx-auto max-w-6xl px-4 py-14 text-muted sm:px-6">
            {copy.loadingResults}
          </p>
        ))}
    </div>
  );
}
