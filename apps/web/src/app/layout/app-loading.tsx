/** Shown while the first route's code loads: the page frame with a quiet pulse, no layout jump. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <div className="h-16 border-b border-sand/70 bg-cream" />
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-14 sm:px-6">
        <div className="h-12 w-2/3 max-w-md animate-pulse rounded-xl bg-cream-deep" />
        <div className="mt-6 h-5 w-full max-w-xl animate-pulse rounded-lg bg-cream-deep" />
        <p className="sr-only">Loading…</p>
      </div>
    </div>
  );
}
