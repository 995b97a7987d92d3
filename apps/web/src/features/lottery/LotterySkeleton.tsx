/** The lottery list's shape while its texts or games load: never a blank screen. */
export function LotterySkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <div className="lottery-skeleton" aria-busy="true">
      <div className="skeleton lottery-skeleton__title" />
      <div className="skeleton lottery-skeleton__bar" />
      <div className="lottery-grid">
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="skeleton lottery-skeleton__card" />
        ))}
      </div>
    </div>
  );
}
