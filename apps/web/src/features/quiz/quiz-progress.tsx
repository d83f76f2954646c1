import { useId } from 'react';

/** 'Question X of N' over a progress bar of (index + 1) / total × 100 (docs/product.md §4). */
export function QuizProgress({ label, percent, valueText }: { label: string; percent: number; valueText: string }) {
  const labelId = useId();
  const rounded = Math.round(percent);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p id={labelId} className="font-medium text-forest">
          {label}
        </p>
        <p aria-hidden="true" className="tabular-nums text-muted">
          {rounded}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={valueText}
        className="mt-2 h-2 overflow-hidden rounded-full bg-sage-100"
      >
        <div className="h-full rounded-full bg-forest transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
