import type { QuizKind } from '@pura/core/quiz/questions';
import { HaircareSections } from './results/haircare-sections';
import { QuizResults } from './results/quiz-results';
import { SkincareSections } from './results/skincare-sections';
import { QuizIntro } from './quiz-intro';
import { QuizQuestion } from './quiz-question';
import type { QuizStart } from './quiz-start';
import { useQuiz } from './use-quiz';

/**
 * A quiz from its first question or a shared result on: questions → results, and the intro
 * again after Take Quiz Again (docs/product.md §4). The page loads it on demand (quiz-page.tsx). The
 * chosen language marks the subtree (`lang`) so screen readers pronounce German as German.
 */
export function QuizRun({ quiz, start }: { quiz: QuizKind; start: QuizStart | null }) {
  const { state, copy, question, actions, ...view } = useQuiz(quiz, start);
  const result = state.recommendations;

  return (
    <div lang={state.language}>
      <title>{`${copy.intro[quiz].title} — Pura`}</title>
      <meta name="description" content={copy.intro[quiz].subtitle} />

      {state.phase === 'intro' && (
        <QuizIntro
          quiz={quiz}
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
