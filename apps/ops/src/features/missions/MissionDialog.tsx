import type { DeskMission, MissionDesk } from '@khela/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsApiError } from '../../api';
import { BusyButton, CancelButton, ErrorNote } from '../../ui/controls';
import { Dialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import { GoalGroup, NamesGroup, RewardGroup, ScheduleGroup } from './MissionFields';
import {
  draftProblems,
  missionDraftOf,
  missionInputOf,
  missionRefusalOf,
  nextSortOrder,
  noRefusal,
  wholeLimits,
  type DraftProblem,
  type MissionDraft,
  type MissionField,
  type MissionRefusal,
} from './mission-form';
import type { MerchantChoice, MissionChanges } from './missions.api';

/** What to say above the buttons: the server's summary when it named fields, else its answer. */
function refusalNote(failure: unknown, refusal: MissionRefusal, fallback: string): string {
  const isFieldRefusal = Object.keys(refusal.byField).length > 0;
  if (!isFieldRefusal || !(failure instanceof OpsApiError)) return errorText(failure, fallback);
  return [failure.message, ...refusal.others].filter((text) => text !== '').join(' ');
}

/** The words of the problems the form names before sending, by field. */
function useProblemWords() {
  const { t } = useTranslation();
  return (problems: Partial<Record<MissionField, DraftProblem>>): MissionRefusal => {
    const byField: MissionRefusal['byField'] = {};
    for (const [field, problem] of Object.entries(problems) as [MissionField, DraftProblem][]) {
      const max = field in wholeLimits ? wholeLimits[field as keyof typeof wholeLimits] : 0;
      byField[field] = t(`missionsDesk.form.problem.${problem}`, { max });
    }
    return { byField, others: [] };
  };
}

/**
 * The form's sending: the problems it names itself first, then the call (a new mission or a
 * rewritten one), each refused field's message kept for its field and the focus moved to the
 * first of them.
 */
function useMissionSave({
  mission,
  timeZone,
  changes,
  onSaved,
  onClose,
}: {
  mission: DeskMission | null;
  timeZone: string;
  changes: MissionChanges;
  onSaved: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState(noRefusal);
  const [error, setError] = useState<string | null>(null);
  const { isBusy, run } = useSingleFlight();
  const problemWords = useProblemWords();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);
  function send(draft: MissionDraft) {
    setError(null);
    const problems = draftProblems(draft);
    if (Object.keys(problems).length > 0) {
      setRefusal(problemWords(problems));
      setError(t('missionsDesk.form.checkFields'));
      return;
    }
    void run(async () => {
      try {
        const input = missionInputOf(draft, timeZone, mission);
        if (mission) {
          await changes.update(mission.id, input);
          onSaved(mission.id);
        } else {
          onSaved((await changes.create(input)).id);
        }
        onClose();
      } catch (failure) {
        const next = missionRefusalOf(failure instanceof OpsApiError ? failure.fields : []);
        setRefusal(next);
        setError(refusalNote(failure, next, t('common.failed')));
      }
    });
  }
  return { formRef, refusal, error, isBusy, send };
}

/**
 * Writes a new mission or rewrites one: its names, what it asks (the kind decides whether a game
 * type or a game is asked and what the target counts), its reward, turnover and score, when it
 * runs, and whether it is on. A refusal is shown under each field it names.
 */
export function MissionDialog({
  merchant,
  desk,
  mission,
  changes,
  onClose,
  onSaved,
}: {
  merchant: MerchantChoice;
  desk: MissionDesk;
  /** Null: a new mission. */
  mission: DeskMission | null;
  changes: MissionChanges;
  onClose: () => void;
  /** The mission was written; answers its id. */
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { timeZone, currency } = desk;
  const [draft, setDraft] = useState(() =>
    missionDraftOf(mission, timeZone, nextSortOrder(desk.missions)),
  );
  const { formRef, refusal, error, isBusy, send } = useMissionSave({
    mission,
    timeZone,
    changes,
    onSaved,
    onClose,
  });
  const update = (change: Partial<MissionDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(draft);
  }

  const groupProps = { draft, refused: refusal.byField, update };
  return (
    <Dialog
      title={t(mission ? 'missionsDesk.form.editTitle' : 'missionsDesk.form.createTitle')}
      onClose={onClose}
      isLocked={isBusy}
      isWide
      testId="mission-dialog"
    >
      <form ref={formRef} className="ops-form ms-form" noValidate onSubmit={submit}>
        <NamesGroup {...groupProps} />
        <GoalGroup {...groupProps} currency={currency} merchant={merchant} />
        <RewardGroup {...groupProps} currency={currency} />
        <ScheduleGroup {...groupProps} timeZone={timeZone} />
        <ErrorNote text={error} testId="mission-error" />
        <div className="ops-form__buttons">
          <CancelButton isBusy={isBusy} onClick={onClose} />
          <BusyButton isBusy={isBusy} type="submit" data-testid="mission-save">
            {t(mission ? 'missionsDesk.form.save' : 'missionsDesk.form.create')}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
