import { Suspense, lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/lib/router/link';
import { useSearchParams } from '@/lib/router/hooks';
import { formatDateTime } from '../shared/admin-date';
import { QUIZ_IDS, QUIZ_TITLES, type QuizOverview, fetchQuizzes, quizKeys } from './quizzes-api';

// The studio is most of this page's code: the list loads without it (the admin pages' initial-JS
// budget, docs/performance.md), and opening a quiz fetches it.
const QuizEditor = lazy(() => import('./quiz-editor').then((m) => ({ default: m.QuizEditor })));

/** /admin/quizzes: the two quizzes and their versions; `?quiz=skincare` opens that quiz's draft in the studio. */
export function QuizzesPage() {
  const [params] = useSearchParams();
  const quiz = QUIZ_IDS.find((id) => id === params.get('quiz'));
  if (!quiz) return <QuizList />;
  return (
    <Suspense fallback={<p className="text-muted">Loading the quiz studio…</p>}>
      <QuizEditor key={quiz} quiz={quiz} />
    </Suspense>
  );
}

function QuizList() {
  const list = useQuery({ queryKey: quizKeys.all, queryFn: fetchQuizzes });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold text-forest">Quizzes</h2>
        <p className="text-sm text-muted">
          Edit a draft, check every way of answering, then publish it: new visitors get it at once. Earlier versions stay readable for
          shared results.
        </p>
      </div>
      {list.isError ? (
        <p role="alert">
          The quizzes could not be loaded.{' '}
          <button type="button" className="underline underline-offset-4 cursor-pointer" onClick={() => void list.refetch()}>
            Try again
          </button>
        </p>
      ) : !list.data ? (
        <p className="text-muted">Loading quizzes…</p>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          {list.data.quizzes.map((overview) => (
            <QuizCard key={overview.quiz} overview={overview} />
          ))}
        </div>
      )}
    </div>
  );
}

const STATUS_BADGE = { live: 'sage', draft: 'outline', retired: 'muted' } as const;

function QuizCard({ overview }: { overview: QuizOverview }) {
  const { quiz, live, draft, versions } = overview;
  return (
    <section
      aria-labelledby={`quiz-${quiz}`}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-sand/70 bg-white/70 p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`quiz-${quiz}`} className="text-xl font-semibold text-forest">
          {QUIZ_TITLES[quiz]}
        </h3>
        <Link
          to={`/admin/quizzes?quiz=${quiz}`}
          className="inline-flex h-11 items-center rounded-full bg-forest px-6 text-sm font-medium text-cream hover:bg-forest-deep"
        >
          {draft ? `Edit draft (version ${draft.version})` : 'Start a draft'}
          <span className="sr-only"> of the {QUIZ_TITLES[quiz].toLowerCase()}</span>
        </Link>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Live</dt>
        <dd>
          Version {live.version}
          {live.publishedAt
            ? `, published ${formatDateTime(live.publishedAt)}${live.publishedBy ? ` by ${live.publishedBy}` : ''}`
            : ' (the shop’s original quiz)'}
        </dd>
        <dt className="text-muted">Draft</dt>
        <dd>{draft ? `Version ${draft.version}, saved ${formatDateTime(draft.updatedAt)}` : 'None'}</dd>
      </dl>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-ink">Versions</h4>
        <ul className="flex flex-col divide-y divide-sand/50 text-sm">
          {versions.map((version) => (
            <li key={version.version} className="flex flex-wrap items-center gap-3 py-1.5">
              <span className="w-20 font-medium">Version {version.version}</span>
              <Badge variant={STATUS_BADGE[version.status]}>{version.status}</Badge>
              <span className="text-muted">
                {version.publishedAt ? `published ${formatDateTime(version.publishedAt)}` : 'not published'}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
