import type { DeskVipMember, VipDesk } from '@khela/contracts';
import { isZero, parseMoney, isCurrencyCode } from '@khela/money';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsApiError } from '../../api';
import { BusyButton, CancelButton, ErrorNote } from '../../ui/controls';
import { Dialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { formatAmount } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { labelLengthMax, labelsMax, labelsOfText, labelsProblem } from './vip-form';
import { upgradeBonusesBetween } from './vip-text';
import { useLevelWords } from './level-words';
import type { VipChanges } from './vip.api';

/** Whether a wire amount is more than nothing. */
function isAboveZero(amount: string | null, currency: string): amount is string {
  if (amount === null || !isCurrencyCode(currency)) return false;
  const parsed = parseMoney(amount, currency);
  return parsed.ok && !isZero(parsed.value);
}

/** What saving will do: the level from and to, the pin, the upgrade bonuses, the labels. */
function ChangeSummary({
  member,
  desk,
  rank,
  labels,
}: {
  member: DeskVipMember;
  desk: VipDesk;
  rank: number;
  labels: string[];
}) {
  const { t } = useTranslation();
  const levelWords = useLevelWords(desk);
  const bonuses = upgradeBonusesBetween(desk.levels, member.rank, rank, desk.currency);
  return (
    <ul className="vip-change" data-testid="vip-member-summary">
      <li>
        {rank === member.rank
          ? t('vipDesk.memberForm.levelStays', { level: levelWords(rank) })
          : t('vipDesk.memberForm.levelChanges', {
              from: levelWords(member.rank),
              to: levelWords(rank),
            })}
      </li>
      <li>
        {rank > 0
          ? t('vipDesk.memberForm.pinned', { level: levelWords(rank) })
          : t('vipDesk.memberForm.unpinned')}
      </li>
      {rank > member.rank && isAboveZero(bonuses, desk.currency) && (
        <li className="vip-change__money">
          {t('vipDesk.memberForm.bonuses', { amount: formatAmount(bonuses, desk.currency) })}
        </li>
      )}
      <li>
        {labels.length === 0
          ? t('vipDesk.memberForm.noLabels')
          : t('vipDesk.memberForm.labelsAre', { labels: labels.join(', ') })}
      </li>
    </ul>
  );
}

/** The level to set and the labels to keep, as chosen in the first step. */
function EditFields({
  desk,
  rank,
  labelsText,
  labelsMessage,
  onRank,
  onLabels,
}: {
  desk: VipDesk;
  rank: number;
  labelsText: string;
  labelsMessage: string | null;
  onRank: (rank: number) => void;
  onLabels: (text: string) => void;
}) {
  const { t } = useTranslation();
  const levelWords = useLevelWords(desk);
  const labels = labelsOfText(labelsText);
  return (
    <>
      <label>
        {t('vipDesk.memberForm.level')}
        <select
          name="rank"
          value={String(rank)}
          onChange={(event) => onRank(Number(event.target.value))}
          data-testid="vip-member-rank"
        >
          {[0, ...desk.levels.map((level) => level.rank)].map((each) => (
            <option key={each} value={String(each)}>
              {levelWords(each)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('vipDesk.memberForm.labels')}
        <input
          name="labels"
          value={labelsText}
          maxLength={(labelLengthMax + 2) * labelsMax}
          onChange={(event) => onLabels(event.target.value)}
          aria-invalid={labelsMessage ? true : undefined}
          aria-describedby="vip-member-labels-hint"
          data-testid="vip-member-labels"
        />
        <span id="vip-member-labels-hint" className="vip-field-hint">
          {t('vipDesk.memberForm.labelsHint', { max: labelsMax, length: labelLengthMax })}
        </span>
        {labelsMessage && <span className="vip-field-error">{labelsMessage}</span>}
      </label>
      {labels.length > 0 && (
        <p className="vip-labels" aria-hidden="true">
          {labels.map((label) => (
            <span key={label} className="vip-label">
              {label}
            </span>
          ))}
        </p>
      )}
    </>
  );
}

/**
 * Sets a member's level and labels in two steps: choose, then read what will happen (the level
 * pinned, upgrade bonuses given for levels passed) and confirm.
 */
export function MemberDialog({
  member,
  desk,
  changes,
  onClose,
}: {
  member: DeskVipMember;
  desk: VipDesk;
  changes: VipChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [rank, setRank] = useState(member.rank);
  const [labelsText, setLabelsText] = useState(member.labels.join(', '));
  const [isReviewing, setIsReviewing] = useState(false);
  const [labelsMessage, setLabelsMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { isBusy, run } = useSingleFlight();
  const labels = labelsOfText(labelsText);
  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = labelsProblem(labels);
    setLabelsMessage(
      problem && t(`vipDesk.memberForm.${problem}`, { max: labelsMax, length: labelLengthMax }),
    );
    setError(null);
    if (!problem) setIsReviewing(true);
  }
  const confirm = () =>
    void run(async () => {
      try {
        await changes.saveMember(member.memberId, { rank, labels });
        onClose();
      } catch (failure) {
        const fields = failure instanceof OpsApiError ? failure.fields : [];
        const refused = fields.find((field) => field.path.startsWith('labels'));
        if (refused) {
          setLabelsMessage(refused.message);
          setIsReviewing(false);
        } else setError(errorText(failure, t('common.failed')));
      }
    });
  return (
    <Dialog
      title={t('vipDesk.memberForm.title', { username: member.username })}
      onClose={onClose}
      isLocked={isBusy}
      testId="vip-member-dialog"
    >
      {isReviewing ? (
        <div className="ops-form">
          <p>{t('vipDesk.memberForm.reviewIntro', { username: member.username })}</p>
          <ChangeSummary member={member} desk={desk} rank={rank} labels={labels} />
          <ErrorNote text={error} testId="vip-member-error" />
          <div className="ops-form__buttons">
            <button
              type="button"
              className="ops-button ops-button--ghost"
              disabled={isBusy}
              onClick={() => setIsReviewing(false)}
            >
              {t('common.back')}
            </button>
            <BusyButton isBusy={isBusy} onClick={confirm} data-testid="vip-member-confirm">
              {t('vipDesk.memberForm.confirm')}
            </BusyButton>
          </div>
        </div>
      ) : (
        <form className="ops-form" noValidate onSubmit={review}>
          <EditFields
            desk={desk}
            rank={rank}
            labelsText={labelsText}
            labelsMessage={labelsMessage}
            onRank={setRank}
            onLabels={setLabelsText}
          />
          <div className="ops-form__buttons">
            <CancelButton isBusy={isBusy} onClick={onClose} />
            <button type="submit" className="ops-button" data-testid="vip-member-review">
              {t('vipDesk.memberForm.review')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
