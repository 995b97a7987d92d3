/** A skeleton of a page while its code or data loads; never a blank screen. */
export function PageSkeleton() {
  return (
    <div className="container page-skeleton" aria-busy="true">
      <div className="skeleton" style={{ height: 28, width: '40%', margin: '24px 0 16px' }} />
      <div className="skeleton" style={{ height: 120, marginBottom: 12 }} />
      <div className="skeleton" style={{ height: 120 }} />
    </div>
  );
}
