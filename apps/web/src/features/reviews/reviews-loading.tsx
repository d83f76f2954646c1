/** The Reviews tab while its code or its reviews are on their way. */
export function ReviewsLoading() {
  return (
    <p role="status" className="text-muted">
      Loading reviews...
    </p>
  );
}
