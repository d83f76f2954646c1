import { useDeferredValue, useMemo, useState } from 'react';
import type { CoverageProblem, CoverageReport } from '@pura/core/quiz/definition/coverage';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';
import { Button } from '@/components/ui/button';
import type { Product } from '@/data/products';
import { Pagination } from '../shared/pagination';
import { SearchField } from '../shared/search-field';
import { type Column, DataTable } from '../shared/table';
import { PAGE_SIZE } from '../shared/use-cursor-pages';
import { SECTION_TITLES } from './rules-editor';
import type { CoverageState } from './use-coverage';

type Jump = (path: readonly (string | number)[]) => void;

function Problems({
  title,
  problems,
  tone,
  onJump,
}: {
  title: string;
  problems: readonly CoverageProblem[];
  tone: 'error' | 'warning';
  onJump: Jump;
}) {
  if (problems.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className={tone === 'error' ? 'text-sm font-semibold text-danger' : 'text-sm font-semibold text-terracotta-dark'}>{title}</h4>
      <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto">
        {problems.map((problem, index) => (
          <li key={index} className="flex items-start justify-between gap-2 text-sm">
            <span className="min-w-0 break-words">{problem.message}</span>
            <Button type="button" variant="link" size="sm" className="h-auto shrink-0 px-0" onClick={() => onJump(problem.path)}>
              Show
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The coverage check's verdict while the owner edits: what blocks publishing and what only warns. */
export function CoverageSummary({ coverage, schemaErrors, onJump }: { coverage: CoverageState; schemaErrors: number; onJump: Jump }) {
  const { report } = coverage;
  return (
    <section
      aria-labelledby="coverage-heading"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-sand/70 bg-white/80 p-4"
    >
      <h3 id="coverage-heading" className="text-lg font-semibold text-forest">
        Coverage check
      </h3>
      <div aria-live="polite" className="flex flex-col gap-3">
        {schemaErrors > 0 ? (
          <p className="text-sm text-danger">Correct the {schemaErrors} marked field(s) first; the check runs on a complete draft.</p>
        ) : !report ? (
          <p className="text-sm text-muted">Checking every way of answering…</p>
        ) : (
          <p className="text-sm text-ink">
            {report.combinations.length.toLocaleString('en')} ways of answering checked: {report.errors.length} error(s),{' '}
            {report.warnings.length} warning(s).
            {coverage.stale && <span className="text-muted"> Updating…</span>}
            {report.errors.length === 0 && ' Nothing blocks publishing.'}
          </p>
        )}
        {report && schemaErrors === 0 && (
          <>
            <Problems title="Errors (block publishing)" problems={report.errors} tone="error" onJump={onJump} />
            <Problems title="Warnings (do not block)" problems={report.warnings} tone="warning" onJump={onJump} />
          </>
        )}
      </div>
    </section>
  );
}

/** One way of answering: its number, the answer to each question (null: skipped) and the routine's sections. */
interface CombinationRow {
  index: number;
  answers: (string | null)[];
  sections: [string, string[]][];
  text: string;
}

/** Every way of answering and the routine it gets, searchable by answer or product, a page at a time. */
export function CombinationsTable({
  definition,
  report,
  products,
}: {
  definition: QuizDefinition;
  report: CoverageReport;
  products: readonly Product[];
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const needle = useDeferredValue(search.trim().toLowerCase());
  const names = useMemo(() => new Map(products.map((product) => [product.id, product.name])), [products]);
  const rows = useMemo(
    (): CombinationRow[] =>
      report.combinations.map((combination, index) => {
        const answers = definition.questions.map((question) => combination.answers[question.id] ?? null);
        const sections = new Map<string, string[]>();
        for (const pick of combination.picks) {
          const title = SECTION_TITLES[pick.section] ?? pick.section;
          sections.set(title, [...(sections.get(title) ?? []), names.get(pick.productId) ?? `${pick.productId} (missing)`]);
        }
        const text = [...answers, ...[...sections.values()].flat(), ...combination.picks.map((pick) => pick.productId)]
          .join(' ')
          .toLowerCase();
        return { index, answers, sections: [...sections], text };
      }),
    [report, definition.questions, names],
  );
  const matching = needle ? rows.filter((row) => needle.split(/\s+/).every((word) => row.text.includes(word))) : rows;
  const shown = matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <section aria-labelledby="combinations-heading" className="flex flex-col gap-3">
      <h3 id="combinations-heading" className="text-lg font-semibold text-forest">
        Every way of answering
      </h3>
      <p className="text-sm text-muted">An empty answer means the question was skipped; the rules then read its default answer.</p>
      <SearchField
        id="combination-search"
        label="Find by answers or products (e.g. “oily detox”)"
        value={search}
        className="max-w-md"
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <DataTable
        caption="Every way of answering and its routine"
        columns={[
          { header: 'No.', place: 'title', className: 'align-top text-xs text-muted tabular-nums', cell: (row) => row.index + 1 },
          ...definition.questions.map((question, index): Column<CombinationRow> => ({
            header: question.id,
            className: 'whitespace-nowrap align-top font-mono text-xs',
            cell: (row) => row.answers[index] ?? <span className="text-muted">—</span>,
          })),
          {
            header: 'Routine',
            className: 'align-top',
            cell: (row) => (
              <ul className="flex flex-col gap-0.5 text-xs">
                {row.sections.map(([title, products]) => (
                  <li key={title}>
                    <span className="font-semibold text-forest">{title}:</span> {products.join(' · ')}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
        rows={shown}
        rowId={(row) => String(row.index)}
      />
      <Pagination
        label="Ways of answering"
        page={page}
        total={matching.length}
        shown={shown.length}
        onPrevious={() => setPage(page - 1)}
        onNext={() => setPage(page + 1)}
      />
    </section>
  );
}
