import { QuizPage } from '@/features/quiz/quiz-page';

export function SkincareQuizRoute() {
  return <QuizPage quiz="skincare" />;
}
