import type { TableSession } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeLine, TableEnded } from '../TableMessages';
import { GameTop } from '../GameTop';
import { MyBetsPanel } from '../MyBetsPanel';
import { RulesSheet } from '../RulesSheet';
import { wireToMinor } from '../table-money';
import { ArenaVideo } from './ArenaVideo';
import { fightLabelOf } from './cockfight-fight';
import { FightBetPanel } from './FightBetPanel';
import { FightCard, FightStatus } from './FightCard';
import { FightResults, MyFightBets } from './FightHistory';
import { useCockfight } from './use-cockfight';
import './cockfight.css';

/**
 * An operator-run cockfight arena: the fight's video (or the arena's poster) on top with its
 * name and status, Meron and Wala as the two big choices with their odds and Draw under them,
 * the stake and one Confirm at the thumb, and the player's bets and the last winners below
 * (beside, on a desktop). Fights are announced, closed and declared by the arena's operator.
 */

type Panel = 'none' | 'rules' | 'mine';

/** The rules on a first visit to an arena (and from the header), and the player's fights. */
function useArenaPanel() {
  const [panel, setPanel] = useState<Panel>(() =>
    sessionStorage.getItem('tablesRulesSeen:cockfight') ? 'none' : 'rules',
  );
  const close = () => {
    sessionStorage.setItem('tablesRulesSeen:cockfight', '1');
    setPanel('none');
  };
  return { panel, setPanel, close };
}

/** The rules sheet and the player's fights, when open. */
function ArenaPanels(props: {
  panel: Panel;
  session: TableSession;
  token: string;
  onClose: () => void;
}) {
  const { panel, session, token, onClose } = props;
  if (panel === 'rules')
    return <RulesSheet session={session} bettingSeconds={0} onClose={onClose} />;
  if (panel !== 'mine') return null;
  return (
    <MyBetsPanel
      token={token}
      game="cockfight"
      currency={session.currency}
      slips={[]}
      onClose={onClose}
    />
  );
}

export function CockfightScreen({
  session,
  token,
  receivedAtMs,
}: {
  session: TableSession;
  token: string;
  receivedAtMs: number;
}) {
  const { t } = useTranslation();
  const arena = useCockfight(session, token, receivedAtMs);
  const panels = useArenaPanel();
  const { snapshot, stage, rule, form } = arena;
  if (arena.feed.error) {
    return <TableEnded text={arena.feed.error.message} />;
  }
  const label = fightLabelOf(snapshot);
  return (
    <div
      className="tbl tbl--cockfight"
      data-testid="table-screen"
      data-game="cockfight"
      data-stage={stage.kind}
    >
      <GameTop
        session={session}
        balance={arena.balance}
        badge={{ label: t('tables.cockfight.badge'), testId: 'arena-badge' }}
        onPanel={panels.setPanel}
      />
      <div className="tbl-play">
        <ArenaVideo streamUrl={rule?.streamUrl ?? null} label={label ?? session.title}>
          <p className="cf-screen__label" data-testid="cockfight-label">
            {label ?? t('tables.cockfight.noFight')}
          </p>
          <FightStatus stage={stage} />
        </ArenaVideo>
        <FightCard rule={rule} stage={stage} pick={form.pick} onPick={form.setPick} />
        <NoticeLine notice={arena.notice} />
      </div>
      <aside className="tbl-side">
        <MyFightBets round={arena.myRound} />
        <FightResults snapshot={snapshot} />
      </aside>
      <div className="tbl-dock">
        <FightBetPanel
          stake={form.stake}
          onStake={form.setStake}
          chips={session.chips.map((chip) => wireToMinor(chip, session.currency))}
          currency={session.currency}
          stage={stage}
          rule={rule}
          pick={form.pick}
          isSending={arena.isSending}
          onConfirm={arena.confirm}
        />
      </div>
      <ArenaPanels panel={panels.panel} session={session} token={token} onClose={panels.close} />
    </div>
  );
}
