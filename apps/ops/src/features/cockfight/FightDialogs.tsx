import {
  cockfightSideNames,
  type CockfightArena,
  type CockfightFight,
  type CockfightSideName,
} from '@khela/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { OpsApiError } from '../../api';
import { ConfirmDialog, PromptDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { formatAmount } from '../../ui/format';
import { FormDialog } from '../../ui/FormDialog';
import { text } from '../../ui/form-values';
import { acceptedSettings, refusedWhenNull } from '../tables/settings-form';
import { typedOdds } from '../tables/table-form';
import { oddsText } from '../tables/table-text';
import type { FightSteps } from './cockfight.api';
import { sideOf } from './fight-figures';

/** Meron's and Wala's odds as typed (decimals, "1.80"), in thousandths; refused in words. */
function typedFightOdds(form: FormData, t: TFunction) {
  const oddsOf = (name: string) =>
    refusedWhenNull(typedOdds(text(form, name)), 'cockfight.form.oddsInvalid');
  return acceptedSettings<{ meronOdds: number; walaOdds: number }>(
    t,
    { meronOdds: oddsOf('meronOdds'), walaOdds: oddsOf('walaOdds') },
    'cockfight.form.invalid',
  );
}

/** The sides whose odds an operator sets: a Draw's are the arena's. */
const pricedSides: readonly CockfightSideName[] = ['meron', 'wala'];

/** Meron's and Wala's odds fields, each with its side's colour. */
function OddsFields({ meron, wala }: { meron: string; wala: string }) {
  const { t } = useTranslation();
  return (
    <>
      {pricedSides.map((side) => (
        <label key={side} className={`cf-odds-field cf-odds-field--${side}`}>
          {t('cockfight.form.odds', { side: t(`tables.areas.${side}`) })}
          <input
            name={`${side}Odds`}
            inputMode="decimal"
            required
            maxLength={9}
            autoComplete="off"
            placeholder="1.80"
            defaultValue={side === 'meron' ? meron : wala}
            aria-describedby="fight-odds-hint"
          />
        </label>
      ))}
      <small id="fight-odds-hint" className="ops-hint">
        {t('cockfight.form.oddsHint')}
      </small>
    </>
  );
}

/** A side's odds as the last fight had them, to start from; empty when there is none. */
function lastOdds(arena: CockfightArena, side: CockfightSideName): string {
  const odds = arena.recent[0] ? sideOf(arena.recent[0], side)?.odds : null;
  return odds === null || odds === undefined ? '' : oddsText(odds);
}

/**
 * Announces the arena's next fight by its name (the birds' or owners'), taking bets at once; a
 * fixed arena's fight needs its Meron and Wala odds, typed as decimals.
 */
export function AnnounceFightDialog({
  arena,
  steps,
  onClose,
}: {
  arena: CockfightArena;
  steps: FightSteps;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isFixed = arena.pricing === 'fixed';
  return (
    <FormDialog
      title={t('cockfight.announce.title', { name: arena.name })}
      testId="announce-fight-dialog"
      submitLabel={t('cockfight.announce.submit')}
      onClose={onClose}
      onSend={(form) =>
        steps.announce(arena.code, {
          label: text(form, 'label'),
          ...(isFixed ? typedFightOdds(form, t) : {}),
        })
      }
    >
      <p className="ops-hint">
        {t(isFixed ? 'cockfight.announce.hintFixed' : 'cockfight.announce.hintPool', {
          draw: oddsText(arena.drawOdds),
        })}
      </p>
      <label className="ops-wide">
        {t('cockfight.form.label')}
        <input name="label" required maxLength={40} autoComplete="off" autoFocus />
      </label>
      {isFixed && <OddsFields meron={lastOdds(arena, 'meron')} wala={lastOdds(arena, 'wala')} />}
    </FormDialog>
  );
}

/** Moves an open fixed fight's odds: bets already taken keep theirs, the next ones take these. */
export function MoveOddsDialog({
  fight,
  steps,
  onClose,
}: {
  fight: CockfightFight;
  steps: FightSteps;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const current = (side: CockfightSideName) => {
    const odds = sideOf(fight, side)?.odds;
    return odds === null || odds === undefined ? '' : oddsText(odds);
  };
  return (
    <FormDialog
      title={t('cockfight.moveOdds.title', { label: fight.label })}
      testId="move-odds-dialog"
      submitLabel={t('cockfight.moveOdds.submit')}
      onClose={onClose}
      onSend={(form) => steps.moveOdds(fight.id, typedFightOdds(form, t))}
    >
      <p className="ops-hint">{t('cockfight.moveOdds.hint')}</p>
      <OddsFields meron={current('meron')} wala={current('wala')} />
    </FormDialog>
  );
}

/** Asks before a fight's betting closes: no bet is taken after, and the fight goes on. */
export function CloseBettingDialog({
  fight,
  steps,
  onClose,
}: {
  fight: CockfightFight;
  steps: FightSteps;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const bets = fight.sides.reduce((sum, side) => sum + side.bets, 0);
  return (
    <ConfirmDialog
      title={t('cockfight.close.title', { label: fight.label })}
      summary={
        <p className="ops-notice">
          {t('cockfight.close.summary', {
            count: bets,
            players: fight.players,
            label: fight.label,
          })}
        </p>
      }
      confirmLabel={t('cockfight.close.submit')}
      testId="close-betting-dialog"
      onConfirm={() => steps.close(fight.id)}
      onClose={onClose}
    />
  );
}

/**
 * Declares a closed fight's result from its sides (Meron, Wala, Draw, and BDD where the fight
 * offers it), each with what the house keeps or pays if it is the one; the fight is paid at
 * once, so the choice is asked for, never assumed.
 */
export function DeclareWinnerDialog({
  fight,
  currency,
  steps,
  onClose,
}: {
  fight: CockfightFight;
  currency: string | undefined;
  steps: FightSteps;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={t('cockfight.declare.title', { label: fight.label })}
      testId="declare-winner-dialog"
      submitLabel={t('cockfight.declare.submit')}
      onClose={onClose}
      onSend={(form) => {
        const winner = cockfightSideNames.find((side) => side === text(form, 'winner'));
        if (!winner) {
          return Promise.reject(new OpsApiError('validation_failed', t('cockfight.declare.none')));
        }
        return steps.declare(fight.id, winner);
      }}
    >
      <fieldset className="ops-choices ops-wide cf-winners">
        <legend>{t('cockfight.declare.legend')}</legend>
        {fight.sides.map(({ side, houseIfWins: house }) => {
          return (
            <label key={side} className={`cf-winner cf-winner--${side}`}>
              <input type="radio" name="winner" value={side} required />
              <span>
                <strong>{t(`tables.areas.${side}`)}</strong>
                <br />
                <small>
                  {t('cockfight.houseIfWins')}: {formatAmount(house, currency)}
                </small>
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="ops-notice">{t('cockfight.declare.summary')}</p>
    </FormDialog>
  );
}

/** Cancels a fight not yet declared, with a reason for the action log; every stake goes back. */
export function CancelFightDialog({
  fight,
  steps,
  onClose,
}: {
  fight: CockfightFight;
  steps: FightSteps;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PromptDialog
      title={t('cockfight.cancel.title', { label: fight.label })}
      summary={
        <p className="ops-notice">{t('cockfight.cancel.summary', { label: fight.label })}</p>
      }
      label={t('tables.cancel.reason')}
      submitLabel={t('cockfight.cancel.submit')}
      minLength={3}
      maxLength={300}
      isDanger
      testId="cancel-fight-dialog"
      onClose={onClose}
      onSubmit={async (reason) => {
        try {
          await steps.cancel(fight.id, reason);
          return null;
        } catch (failure) {
          return errorText(failure, t('common.failed'));
        }
      }}
    />
  );
}
