import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { Dashboard } from '@pura/core/schemas/admin-api';
import { CHART_COLORS } from './chart-js';
import { useChart } from './use-chart';

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Revenue (bars, euros) and orders (line) per day; loaded only with the dashboard. */
export function RevenueChart({ days }: { days: Dashboard['revenueByDay'] }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: days.map((d) => dayLabel.format(new Date(`${d.day}T00:00:00Z`))),
        datasets: [
          { type: 'bar', label: 'Revenue (€)', data: days.map((d) => d.revenue), backgroundColor: CHART_COLORS.sage, yAxisID: 'revenue' },
          {
            type: 'line',
            label: 'Orders',
            data: days.map((d) => d.orders),
            borderColor: CHART_COLORS.terracotta,
            backgroundColor: CHART_COLORS.terracotta,
            yAxisID: 'orders',
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          revenue: { type: 'linear', position: 'left', beginAtZero: true, grid: { color: CHART_COLORS.grid } },
          orders: { type: 'linear', position: 'right', beginAtZero: true, grid: { display: false }, ticks: { precision: 0 } },
        },
      },
    }),
    [days],
  );
  const canvas = useChart(config);
  const revenue = days.reduce((sum, d) => sum + d.revenue, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  return (
    <div className="relative h-72">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Revenue and orders per day for the last ${days.length} days: ${orders} orders, €${revenue.toFixed(2)} in total.`}
      />
    </div>
  );
}
