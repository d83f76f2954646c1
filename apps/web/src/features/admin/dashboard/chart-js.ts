import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only what the two dashboard charts draw, so the lazily loaded chunk stays small.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export { Chart };

export const CHART_COLORS = { forest: '#3f4f3a', sage: '#a9bb8f', terracotta: '#a3532f', grid: '#e6d5b8' };
