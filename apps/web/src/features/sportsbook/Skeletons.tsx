// The book's screens while their data loads: the shapes of what will come, at its size, so the
// page does not jump when it arrives.

/** Sport tabs and a few event cards. */
export function LobbySkeleton() {
  return (
    <div className="sb-lobby" aria-busy="true" data-testid="sportsbook-loading">
      <div className="sb-skeleton-tabs">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="skeleton sb-skeleton-tab" />
        ))}
      </div>
      <div className="skeleton sb-skeleton-title" />
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="skeleton sb-skeleton-card" />
      ))}
    </div>
  );
}

/** An event's header and its first markets. */
export function EventSkeleton() {
  return (
    <div className="sb-event" aria-busy="true">
      <div className="skeleton sb-skeleton-header" />
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="skeleton sb-skeleton-market" />
      ))}
    </div>
  );
}

/** A list of tickets or results. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton sb-skeleton-card" />
      ))}
    </div>
  );
}
