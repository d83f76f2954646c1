import { Suspense, lazy, useId, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { FunnelStep, QuizFunnel } from '@pura/core/schemas/admin-api';
import { type Column, DataTable } from '../shared/table';

const FunnelChart = lazy(() => import('./funnel-chart').then((m) => ({ default: m.FunnelChart })));

const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 1000) / 10}%`);

const STEP_COLUMNS: Column<FunnelStep>[] = [
  { header: 'Step', place: 'title', cell: (step) => step.label },
  { header: 'Runs', numeric: true, cell: (step) => step.runs },
  { header: 'Drop-off', numeric: true, cell: (step) => percent(step.dropOff) },
];

const versionName = (funnel: QuizFunnel) => `Version ${funnel.version}${funnel.live ? ' (live)' : ''}`;

/** One quiz's funnel; runs are counted per quiz version, and a selector shows the others. */
function FunnelCard({ versions }: { versions: QuizFunnel[] }) {
  const [chosen, setChosen] = useState(0);
  const selectId = useId();
  const funnel = versions[chosen] ?? versions[0]!;
  const title = funnel.quiz === 'skincare' ? 'Skincare quiz' : 'Haircare quiz';
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{title}</CardTitle>
          {versions.length > 1 ? (
            <label htmlFor={selectId} className="flex items-center gap-2 text-sm text-muted">
              <span className="sr-only">{title} version</span>
              <select
                id={selectId}
                value={chosen}
                onChange={(event) => setChosen(Number(event.target.value))}
                className="h-11 rounded-xl border border-sand bg-white px-3 text-sm text-ink"
              >
                {versions.map((version, index) => (
                  <option key={version.version} value={index}>
                    {versionName(version)}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <span className="text-sm text-muted">{versionName(funnel)}</span>
          )}
        </div>
        <p className="text-sm text-muted">Completion rate {percent(funnel.completionRate)}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Suspense fallback={<div className="h-80" />}>
          <FunnelChart funnel={funnel} />
        </Suspense>
        <DataTable caption={`${title} funnel`} columns={STEP_COLUMNS} rows={funnel.steps} rowId={(step) => step.key} />
      </CardContent>
    </Card>
  );
}

/**
 * The funnel of each quiz from first-party events: chart plus the numbers as a table, per quiz
 * version (the server lists each quiz's versions newest first, the live one always).
 */
export function QuizFunnels({ funnels }: { funnels: QuizFunnel[] }) {
  const quizzes = [...new Set(funnels.map((funnel) => funnel.quiz))];
  return (
    <section aria-labelledby="quiz-funnels" className="flex flex-col gap-3">
      <h2 id="quiz-funnels" className="text-2xl font-semibold text-forest">
        Quiz funnels
      </h2>
      <p className="text-sm text-muted">
        Quiz runs of the last 30 days, counted for the quiz version they answered. Drop-off is the share of the previous step&apos;s runs
        that did not reach a step; an optional question is skipped by some who still finish.
      </p>
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        {quizzes.map((quiz) => (
          <FunnelCard key={quiz} versions={funnels.filter((funnel) => funnel.quiz === quiz)} />
        ))}
      </div>
    </section>
  );
}
