import type { ReactNode } from 'react';

/** An empty state: an illustration, what is going on, and the next thing to do. */
export function EmptyState({
  title,
  text,
  action,
  art = '/art/states/empty.svg',
  testId,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  art?: string;
  testId?: string;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      <img src={art} alt="" width={200} height={150} />
      <h2 className="empty-state__title">{title}</h2>
      {text && <p className="empty-state__text">{text}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
