import { Link } from '@/lib/router/link';

/** The Pura wordmark with its leaf; links home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={`inline-flex items-center gap-2 text-forest ${className ?? ''}`} aria-label="Pura — home">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#3f4f3a" />
        <path d="M16 6c6 4 8 10 4 16-2 3-6 4-8 2-3-3-2-10 4-18z" fill="#c9d6b5" />
        <path d="M16 9c-1 5-2 9-3 14" stroke="#3f4f3a" strokeWidth="1.4" fill="none" strokeLinecap="round" />
      </svg>
      <span className="font-serif text-2xl font-semibold tracking-tight">Pura</span>
    </Link>
  );
}
