import { QuizzesPage } from '@/features/admin/quizzes/quizzes-page';

export function AdminQuizzesRoute() {
  return <QuizzesPage />;
}
