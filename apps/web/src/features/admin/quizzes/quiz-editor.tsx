import { ArrowLeft } from 'lucide-react';
import { Suspense, lazy, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router/link';
import { cn } from '@/lib/cn';
import { formatDateTime } from '../shared/admin-date';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { CombinationsTable, CoverageSummary } from './coverage-panel';
import { fieldId } from './fields';
import { QuestionsEditor } from './questions-editor';
import { QUIZ_TITLES, type QuizId } from './quizzes-api';
import { RulesEditor } from './rules-editor';
import { useCatalogue, useCoverage } from './use-coverage';
import { pathKey, useQuizDraft } from './use-quiz-draft';

// The real quiz screens, for Preview: their code loads only when the owner opens it.
const QuizPreview = lazy(() => import('@/features/quiz/quiz-page').then((m) => ({ default: m.QuizPreview })));

const TABS = [
  { id: 'questions', label: 'Questions' },
  { id: 'rules', label: 'Rules' },
  { id: 'combinations', label: 'Combinations' },
  { id: 'preview', label: 'Preview' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** The studio for one quiz's draft: questions, rules, the coverage check, Save, Discard and Publish. */
export function QuizEditor({ quiz }: { quiz: QuizId }) {
  const draft = useQuizDraft(quiz);
  const catalogue = useCatalogue();
  const [tab, setTab] = useState<Tab>('questions');
  const [sectionIndex, setSectionIndex] = useState(0);
  const valid = draft.fieldErrors.size === 0;
  const coverage = useCoverage(valid ? draft.current : null, catalogue.data);

  // The schema's messages first (they stop the check), then the check's errors, each at its field.
  const messages = useMemo(() => {
    const all = new Map(draft.fieldErrors);
    for (const problem of coverage.report?.errors ?? []) {
      const key = pathKey(problem.path);
      if (!all.has(key)) all.set(key, problem.message);
    }
    return all;
  }, [draft.fieldErrors, coverage.report]);

  const jump = (path: readonly (string | number)[]) => {
    if (path[0] === 'questions') setTab('questions');
    if (path[0] === 'sections') {
      setTab('rules');
      setSectionIndex(Number(path[1]));
    }
    window.setTimeout(() => {
      for (let length = path.length; length > 0; length--) {
        const field = document.getElementById(fieldId(path.slice(0, length)));
        if (field) {
          field.focus();
          return;
        }
      }
    });
  };

  if (draft.stored.isError || catalogue.isError) {
    return (
      <p role="alert">
        The draft could not be loaded.{' '}
        <Link to="/admin/quizzes" className="underline underline-offset-4">
          Back to the quizzes
        </Link>
      </p>
    );
  }
  const definition = draft.current;
  const stored = draft.stored.data;
  if (!definition || !stored || !catalogue.data) return <p className="text-muted">Loading the draft…</p>;
  const products = catalogue.data;
  const blocked = !valid || !coverage.report || coverage.stale || coverage.report.errors.length > 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to="/admin/quizzes"
          className="inline-flex min-h-11 items-center gap-2 self-start text-sm text-forest underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> All quizzes
        </Link>
        <h2 className="text-2xl font-semibold text-forest">
          {QUIZ_TITLES[quiz]}: draft of version {stored.version}
        </h2>
        <p className="text-sm text-muted">
          {stored.saved
            ? `Draft saved ${formatDateTime(stored.updatedAt)}.`
            : `Not saved yet: a copy of the live version ${stored.version - 1}.`}{' '}
          Shoppers see the live version until you publish.
        </p>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <div role="group" aria-label="Studio view" className="grid grid-cols-2 gap-1 rounded-2xl bg-cream-deep p-1 sm:flex sm:self-start">
            {TABS.map((candidate) => (
              <button
                key={candidate.id}
                type="button"
                aria-pressed={tab === candidate.id}
                onClick={() => setTab(candidate.id)}
                className={cn(
                  'min-h-11 flex-1 whitespace-nowrap rounded-xl px-4 text-sm font-medium cursor-pointer',
                  tab === candidate.id ? 'bg-white text-forest shadow-sm' : 'text-muted hover:text-forest',
                )}
              >
                {candidate.label}
              </button>
            ))}
          </div>
          {tab === 'questions' && <QuestionsEditor questions={definition.questions} messages={messages} update={draft.update} />}
          {tab === 'rules' && (
            <RulesEditor
              definition={definition}
              messages={messages}
              products={products}
              sectionIndex={sectionIndex}
              onSection={setSectionIndex}
              update={draft.update}
            />
          )}
          {tab === 'combinations' &&
            (coverage.report && valid ? (
              <CombinationsTable definition={definition} report={coverage.report} products={products} />
            ) : (
              <p className="text-muted">The table appears once the draft passes its checks.</p>
            ))}
          {/* Opened afresh each time: the owner edits in the other views, so the preview always starts on the current draft. */}
          {tab === 'preview' &&
            (valid ? (
              <section
                aria-label="Preview of the draft"
                className="rounded-[var(--radius-card)] border border-dashed border-forest/40 bg-white/60"
              >
                <p className="border-b border-sand/70 px-4 py-2 text-sm text-muted">
                  Preview: the draft as shoppers would get it, with today’s prices and stock. Nothing is recorded.
                </p>
                <Suspense fallback={<p className="p-4 text-muted">Loading the quiz…</p>}>
                  <QuizPreview definition={definition} />
                </Suspense>
              </section>
            ) : (
              <p className="text-muted">The preview opens once the marked fields are corrected.</p>
            ))}
        </div>
        {/* On a phone the verdict comes first, above the long editor; on a desktop it stays in view beside it. */}
        <aside className="order-first flex flex-col gap-4 lg:sticky lg:top-4 lg:order-none">
          <CoverageSummary coverage={coverage} schemaErrors={draft.fieldErrors.size} onJump={jump} />
          {draft.refusal && (
            <div role="alert" className="rounded-[var(--radius-card)] border border-danger/40 bg-white p-4 text-sm text-danger">
              <p className="font-semibold">The shop refused to publish</p>
              <p>{draft.refusal}</p>
            </div>
          )}
        </aside>
      </div>

      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-sand bg-cream px-4 py-3 pura-shadow-up sm:mx-0 sm:px-0">
        {draft.dirty && <p className="text-sm text-muted">Unsaved changes</p>}
        {stored.saved && (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="ghost">
                Discard draft
              </Button>
            }
            title="Discard this draft?"
            description={`Every change in version ${stored.version} is thrown away. The live version stays as it is.`}
            confirmLabel="Discard draft"
            onConfirm={draft.discard}
          />
        )}
        <Button type="button" variant="outline" disabled={draft.saving || !draft.dirty} onClick={draft.submit}>
          {draft.saving ? 'Saving…' : 'Save draft'}
        </Button>
        <ConfirmDialog
          trigger={
            <Button type="button" disabled={blocked} title={blocked ? 'The coverage check must pass first' : undefined}>
              Publish
            </Button>
          }
          title={`Publish version ${stored.version}?`}
          description={`New visitors get version ${stored.version} of the ${quiz} quiz at once${draft.dirty ? ', with your unsaved changes' : ''}. Results shared before stay readable.`}
          confirmLabel={`Publish version ${stored.version}`}
          confirmVariant="primary"
          onConfirm={draft.publish}
        />
      </div>
    </div>
  );
}
