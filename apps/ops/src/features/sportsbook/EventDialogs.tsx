import { sportCodes, type DeskEventDetail, type SportEventStatus } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, PromptDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { formatAmount } from '../../ui/format';
import { FormDialog } from '../../ui/FormDialog';
import { text } from '../../ui/form-values';
import { ZonedDateTimeField } from '../../ui/ZonedDateTimeField';
import { useDeskTimeZone } from '../../ui/zoned-time';
import { readNewEvent, readScore } from './event-form';
import { sendReading } from './form-refusal';
import type { EventChanges } from './sportsbook.api';

/** A cancellation's reason goes to the action log and every voided ticket. */
const reasonLengthMin = 3;
const reasonLengthMax = 200;

/** Makes an event on the console: its sport, competition, teams and start on the desk's clock. */
export function NewEventDialog({
  changes,
  onCreated,
  onClose,
}: {
  changes: EventChanges;
  onCreated: (event: DeskEventDetail) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const zone = useDeskTimeZone();
  return (
    <FormDialog
      title={t('sportsbook.event.createTitle')}
      testId="sb-new-event-dialog"
      submitLabel={t('sportsbook.event.createSubmit')}
      onClose={onClose}
      onSend={(form) => {
        const fields = {
          sport: text(form, 'sport'),
          competition: text(form, 'competition'),
          home: text(form, 'home'),
          away: text(form, 'away'),
          startsAt: text(form, 'startsAt'),
        };
        return sendReading(readNewEvent(fields, zone), t, async (body) =>
          onCreated(await changes.createEvent(body)),
        );
      }}
    >
      <p className="ops-hint ops-wide">{t('sportsbook.event.createHint')}</p>
      <label>
        {t('sportsbook.event.sport')}
        <select name="sport" required defaultValue="">
          <option value="" disabled>
            {t('sportsbook.event.chooseSport')}
          </option>
          {sportCodes.map((sport) => (
            <option key={sport} value={sport}>
              {t(`sportsbook.sport.${sport}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('sportsbook.event.competition')}
        <input name="competition" required maxLength={80} autoComplete="off" />
      </label>
      <label>
        {t('sportsbook.event.home')}
        <input name="home" required maxLength={80} autoComplete="off" />
      </label>
      <label>
        {t('sportsbook.event.away')}
        <input name="away" required maxLength={80} autoComplete="off" />
      </label>
      <ZonedDateTimeField label={t('sportsbook.event.startsAt')} name="startsAt" required />
    </FormDialog>
  );
}

/** Sets the live score an event shows (and the sport's detail: overs, minute, map). */
export function ScoreDialog({
  event,
  changes,
  onClose,
}: {
  event: DeskEventDetail;
  changes: EventChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={t('sportsbook.score.title', { home: event.home, away: event.away })}
      testId="sb-score-dialog"
      submitLabel={t('sportsbook.score.submit')}
      onClose={onClose}
      onSend={(form) => {
        const fields = {
          home: text(form, 'home'),
          away: text(form, 'away'),
          detail: text(form, 'detail'),
        };
        return sendReading(readScore(fields), t, (score) =>
          changes.updateEvent(event.id, { score }),
        );
      }}
    >
      <label>
        {event.home}
        <input
          name="home"
          inputMode="numeric"
          required
          maxLength={4}
          defaultValue={event.score?.home ?? 0}
          autoFocus
        />
      </label>
      <label>
        {event.away}
        <input
          name="away"
          inputMode="numeric"
          required
          maxLength={4}
          defaultValue={event.score?.away ?? 0}
        />
      </label>
      <label className="ops-wide">
        {t('sportsbook.score.detail')}
        <input
          name="detail"
          maxLength={60}
          autoComplete="off"
          placeholder={t('sportsbook.score.detailPlaceholder')}
          defaultValue={event.score?.detail ?? ''}
        />
      </label>
    </FormDialog>
  );
}

/** The statuses an event may be moved to from its own, in the order a match runs (the server's steps). */
export function nextStatuses(status: SportEventStatus): SportEventStatus[] {
  switch (status) {
    case 'scheduled':
      return ['live', 'suspended', 'cancelled'];
    case 'live':
      return ['suspended', 'ended', 'cancelled'];
    case 'suspended':
      // Back to scheduled: suspended before the start, it takes pre-match bets again.
      return ['scheduled', 'live', 'ended', 'cancelled'];
    case 'ended':
      // A result annulled after the end (an abandoned match) still voids what is unsettled.
      return ['cancelled'];
    case 'cancelled':
      return [];
  }
}

/**
 * Asks before an event moves on: going live, ending, or cancelling — which voids every bet on
 * it, stakes back to the players, and so asks for a reason too.
 */
export function EventStatusDialog({
  event,
  status,
  currency,
  changes,
  onClose,
}: {
  event: DeskEventDetail;
  status: SportEventStatus;
  currency: string | undefined;
  changes: EventChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = t('sportsbook.versus', { home: event.home, away: event.away });
  if (status === 'cancelled') {
    return (
      <PromptDialog
        title={t('sportsbook.event.cancelTitle', { name })}
        summary={
          <p className="ops-notice">
            {t('sportsbook.event.cancelSummary', {
              count: event.bets,
              stake: formatAmount(event.stake, currency),
            })}
          </p>
        }
        label={t('sportsbook.reason')}
        submitLabel={t('sportsbook.event.cancelSubmit')}
        minLength={reasonLengthMin}
        maxLength={reasonLengthMax}
        isDanger
        testId="sb-cancel-event-dialog"
        onClose={onClose}
        onSubmit={async (reason) => {
          try {
            await changes.updateEvent(event.id, { status, reason });
            return null;
          } catch (failure) {
            return errorText(failure, t('common.failed'));
          }
        }}
      />
    );
  }
  return (
    <ConfirmDialog
      title={t(`sportsbook.event.toTitle.${status}`, { name })}
      summary={<p className="ops-notice">{t(`sportsbook.event.toSummary.${status}`)}</p>}
      confirmLabel={t(`sportsbook.event.to.${status}`)}
      testId="sb-event-status-dialog"
      onConfirm={() => changes.updateEvent(event.id, { status })}
      onClose={onClose}
    />
  );
}
