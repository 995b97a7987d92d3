/** The id of the frame the server paints into the page before any script runs. */
export const bootShellId = 'boot';

/**
 * What shows while the app itself starts: the header bar and content placeholders. The frame
 * the server painted into the page (#boot) stands in for it while it is there.
 */
export function BootSkeleton() {
  if (document.getElementById(bootShellId)) return null;
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
