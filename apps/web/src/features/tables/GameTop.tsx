import type { TableSession } from '@khela/contracts';
import { useState, type ReactNode } from 'react';
import { isSoundOn, setSoundOn } from './sound';
import { ControlIcon, type ControlIconName } from './TableArt';
import { TableHeader } from './TableHeader';

/** A game's mark beside its name in the header. */
export interface GameBadge {
  /** The mark's text, already translated. */
  label: string;
  /** The mark's test id, which the end-to-end tests look for. */
  testId: string;
  /** An icon before the text, if the mark has one. */
  icon?: ControlIconName;
}

/**
 * The top of a game with a screen of its own (crash, a cockfight arena): the header with the
 * game's mark, the balance and the tools, the sound switch remembered across visits, and
 * whatever the game shows under the header (crash's time to bet).
 */
export function GameTop({
  session,
  balance,
  badge,
  onPanel,
  children,
}: {
  session: Pick<TableSession, 'title' | 'isPlayMoney'>;
  balance: string;
  badge: GameBadge;
  onPanel: (panel: 'rules' | 'mine') => void;
  children?: ReactNode;
}) {
  const [isSound, setIsSound] = useState(isSoundOn);
  return (
    <div className="tbl-top">
      <TableHeader
        title={session.title}
        isPlayMoney={session.isPlayMoney}
        balance={balance}
        isSound={isSound}
        onSound={() => {
          setSoundOn(!isSound);
          setIsSound(!isSound);
        }}
        onPanel={onPanel}
        badge={
          <span className="tbl-badge" data-testid={badge.testId}>
            {badge.icon && <ControlIcon name={badge.icon} size={14} />}
            {badge.label}
          </span>
        }
      />
      {children}
    </div>
  );
}
