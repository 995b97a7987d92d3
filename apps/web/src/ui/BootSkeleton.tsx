/** What shows while the app itself starts: the header bar and content placeholders. */
export function BootSkeleton() {
  return (
    <div className="boot-skeleton" aria-busy="true">
      <div className="boot-skeleton__bar" />
      <div className="container">
        <div className="skeleton" style={{ aspectRatio: '3 / 1', marginTop: 16 }} />
        <div className="skeleton" style={{ height: 140, marginTop: 16 }} />
      </div>
    </div>
  );
}
