import { hasCapability, type CockfightArena, type Operator } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { useDeskMerchant } from '../tables/tables.api';
import { ArenaCard, type FightStep } from './ArenaCard';
import {
  useCockfightArenas,
  useFightSteps,
  type FightSteps,
  type MerchantChoice,
} from './cockfight.api';
import {
  AnnounceFightDialog,
  CancelFightDialog,
  CloseBettingDialog,
  DeclareWinnerDialog,
  MoveOddsDialog,
} from './FightDialogs';
import './cockfight.css';

/** Which step's dialog is open, and at which arena (by code: the arena changes every poll). */
type OpenStep = { step: FightStep; code: string };

/** The open step's dialog, for the arena as it stands now; none once its fight has moved on. */
function StepDialog({
  open,
  arenas,
  steps,
  currency,
  onClose,
}: {
  open: OpenStep;
  arenas: readonly CockfightArena[];
  steps: FightSteps;
  currency: string | undefined;
  onClose: () => void;
}) {
  const arena = arenas.find((each) => each.code === open.code);
  if (!arena) return null;
  if (open.step === 'announce') {
    return <AnnounceFightDialog arena={arena} steps={steps} onClose={onClose} />;
  }
  const fight = arena.current;
  if (!fight) return null;
  switch (open.step) {
    case 'moveOdds':
      return <MoveOddsDialog fight={fight} steps={steps} onClose={onClose} />;
    case 'close':
      return <CloseBettingDialog fight={fight} steps={steps} onClose={onClose} />;
    case 'declare':
      return (
        <DeclareWinnerDialog fight={fight} currency={currency} steps={steps} onClose={onClose} />
      );
    case 'cancel':
      return <CancelFightDialog fight={fight} steps={steps} onClose={onClose} />;
  }
}

function MerchantArenas({ merchant, operator }: { merchant: MerchantChoice; operator: Operator }) {
  const { t } = useTranslation();
  const arenas = useCockfightArenas(merchant);
  const steps = useFightSteps(merchant);
  const currency = useDeskMerchant(merchant)?.currency;
  // Owners and administrators run fights (the tables desk's rule); finance watches.
  const isManager = hasCapability(operator.role, 'gameDesk');
  const [open, setOpen] = useState<OpenStep | null>(null);
  const rows = arenas.data?.arenas;
  return (
    <>
      <section className="ops-panel" data-testid="ops-cockfight">
        <h1>{t('cockfight.title')}</h1>
        <p className="ops-hint">
          {t('cockfight.intro')}
          {!isManager && ` ${t('cockfight.readOnly')}`}
        </p>
        <ErrorNote text={arenas.error ? errorText(arenas.error, t('common.loadFailed')) : null} />
        {arenas.isPending && <Skeleton rows={5} />}
        {rows && rows.length === 0 && <p className="ops-empty">{t('cockfight.empty')}</p>}
      </section>
      {rows?.map((arena) => (
        <ArenaCard
          key={arena.code}
          arena={arena}
          currency={currency}
          isManager={isManager}
          onStep={(step) => setOpen({ step, code: arena.code })}
        />
      ))}
      {open && rows && (
        <StepDialog
          open={open}
          arenas={rows}
          steps={steps}
          currency={currency}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

/**
 * The cockfight console: each of the merchant's arenas with the fight under way, its three
 * sides' stakes and the house's exposure on each followed live; owners and administrators
 * announce a fight, move its odds, close its betting, declare its winner (paid at once) or
 * cancel it (every stake refunded). Finance watches.
 */
export function CockfightDesk({ operator }: { operator: Operator }) {
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack cockfight-desk">
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && (
        <MerchantArenas key={merchant ?? ''} merchant={merchant} operator={operator} />
      )}
    </div>
  );
}
