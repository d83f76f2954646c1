import type { ReactNode } from 'react';

interface ProfileSectionProps {
  /** The heading's id, which names the section (the journeys find sections by it). */
  id: string;
  title: string;
  /** Beside the heading: a button for the whole section, or null while it offers none. */
  action?: ReactNode;
  children: ReactNode;
}

/** One of the sections under the account card on /profile. */
export function ProfileSection({ id, title, action, children }: ProfileSectionProps) {
  const heading = (
    <h2 id={id} className="text-2xl font-semibold text-forest">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      {action !== undefined ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** Says that a section's data could not be loaded (or a further page of it). */
export function LoadFailure({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-danger">
      {children}
    </p>
  );
}
