import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The 1–5 star choice: native radio buttons (arrow keys move between them) drawn as stars,
 * each named '{n} stars' for screen readers.
 */
export function RatingField({ value, onChange, error }: { value: number | null; onChange: (rating: number) => void; error?: string }) {
  const name = useId();
  const errorId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">Your rating</legend>
      <div className="flex gap-1" onMouseLeave={() => setHovered(null)}>
        {STARS.map((n) => (
          <label key={n} className="cursor-pointer" onMouseEnter={() => setHovered(n)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-9 rounded-lg p-1 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-terracotta',
                n <= shown ? 'fill-terracotta text-terracotta' : 'fill-transparent text-sage-500',
              )}
            />
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
