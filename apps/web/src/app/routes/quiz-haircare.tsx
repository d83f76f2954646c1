import { QuizPage } from '@/features/quiz/quiz-page';

export function HaircareQuizRoute() {
  return <QuizPage quiz="haircare" />;
}
