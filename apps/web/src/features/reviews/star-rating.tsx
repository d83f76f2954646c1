import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/** A 0–5 rating as stars, filled to the exact fraction (4.3 fills four stars and a third). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const label = `${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5 stars`;
  return (
    <span role="img" aria-label={label} className={cn('relative inline-flex shrink-0', className)}>
      <span className="flex text-sand">
        {STARS.map((n) => (
          <Star key={n} aria-hidden="true" className="size-[1em] fill-current" />
        ))}
      </span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden text-terracotta" style={{ width: `${percent}%` }}>
        {STARS.map((n) => (
          <Star key={n} aria-hidden="true" className="size-[1em] shrink-0 fill-current" />
        ))}
      </span>
    </span>
  );
}
