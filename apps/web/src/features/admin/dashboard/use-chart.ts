import { type RefObject, useEffect, useRef } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { Chart } from './chart-js';

/** Draws a Chart.js chart on the canvas and redraws it whenever `config` changes. */
export function useChart(config: ChartConfiguration): RefObject<HTMLCanvasElement | null> {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return canvas;
}
