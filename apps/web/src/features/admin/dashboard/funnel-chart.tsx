import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { QuizFunnel } from '@pura/core/schemas/admin-api';
import { CHART_COLORS } from './chart-js';
import { useChart } from './use-chart';

/** One quiz's funnel as horizontal bars; the table beside it carries the same numbers as text. */
export function FunnelChart({ funnel }: { funnel: QuizFunnel }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        // Question texts are long: the chart names them Q1, Q2…; the table beside it has the full text.
        labels: funnel.steps.map((s) => s.label.replace(/^(Q\d+) .*$/, '$1')),
        datasets: [{ label: 'Quiz runs', data: funnel.steps.map((s) => s.runs), backgroundColor: CHART_COLORS.forest }],
      },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
        scales: { x: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: CHART_COLORS.grid } } },
      },
    }),
    [funnel],
  );
  const canvas = useChart(config);
  return (
    <div className="relative h-80">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`${funnel.quiz} quiz funnel, version ${funnel.version}: ${funnel.steps.map((s) => `${s.label} ${s.runs}`).join(', ')}.`}
      />
    </div>
  );
}
