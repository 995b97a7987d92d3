import type { Adjustment, AdjustmentRequest, MemberSummary } from '@khela/contracts';
import { isCurrencyCode, isZero, parseMoney, toWire } from '@khela/money';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsApiError } from '../../api';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount } from '../../ui/format';
import { newAttemptKey, useSingleFlight } from '../../ui/single-flight';
import { adjustmentKeys } from '../adjustments/adjustments.api';
import { memberKeys, requestAdjustment } from './members.api';

const reasonLengthMin = 3;
const reasonLengthMax = 300;

type Direction = AdjustmentRequest['direction'];
const directions: readonly Direction[] = ['credit', 'debit'];

/** The typed amount as a wire string, or the key of the message that says what is wrong. */
function readAmount(text: string, currency: string): { wire: string } | { problem: string } {
  if (!isCurrencyCode(currency)) return { problem: 'members.amountInvalid' };
  const parsed = parseMoney(text, currency);
  if (!parsed.ok) return { problem: 'members.amountInvalid' };
  if (isZero(parsed.value)) return { problem: 'members.amountInvalid' };
  return { wire: toWire(parsed.value, currency) };
}

function AdjustmentResult({ adjustment }: { adjustment: Adjustment }) {
  const { t } = useTranslation();
  const values = {
    direction: t(`adjustments.direction.${adjustment.direction}`),
    amount: formatAmount(adjustment.amount, adjustment.currency),
  };
  const isApplied = adjustment.status === 'applied';
  return (
    <p
      className={`ops-notice ops-form--narrow${isApplied ? ' ops-notice--success' : ''}`}
      role="status"
      data-testid="adjustment-result"
      data-status={adjustment.status}
    >
      {isApplied
        ? t('members.adjustmentApplied', values)
        : adjustment.status === 'awaiting_approval'
          ? t('members.adjustmentAwaiting', values)
          : t('members.adjustmentRejected', values)}
    </p>
  );
}

/**
 * A manual credit or debit with its mandatory reason, reviewed before it is sent. Each attempt
 * carries its own idempotency key: a new one when the details change or an answer came back,
 * the same one when the connection dropped, so pressing again cannot move the money twice.
 */
export function AdjustmentForm({ member }: { member: MemberSummary }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const [review, setReview] = useState<AdjustmentRequest | null>(null);
  const [result, setResult] = useState<Adjustment | null>(null);
  const [error, setError] = useState<string | null>(null);

  function edit(apply: () => void) {
    apply();
    setAttemptKey(newAttemptKey());
    setError(null);
  }

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readAmount(amount, member.currency);
    if ('problem' in read) return setError(t(read.problem));
    if (reason.trim().length < reasonLengthMin) {
      return setError(t('members.reasonRequired', { count: reasonLengthMin }));
    }
    setError(null);
    setResult(null);
    setReview({ direction, amount: read.wire, reason: reason.trim(), idempotencyKey: attemptKey });
  }

  function send(request: AdjustmentRequest) {
    void run(async () => {
      try {
        const adjustment = await requestAdjustment(member.id, request);
        setResult(adjustment);
        setReview(null);
        setAmount('');
        setReason('');
        setAttemptKey(newAttemptKey());
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: memberKeys.all }),
          queryClient.invalidateQueries({ queryKey: adjustmentKeys.all }),
        ]);
      } catch (failure) {
        // A refusal ends the attempt; a dropped connection keeps the key for the retry.
        if (failure instanceof OpsApiError && failure.code !== 'network_error') {
          setAttemptKey(newAttemptKey());
          setReview(null);
        }
        setError(errorText(failure, t('common.failed')));
      }
    });
  }

  return (
    <section className="ops-subpanel" data-testid="adjustment-form">
      <h3>{t('members.adjustTitle')}</h3>
      {review ? (
        <div className="ops-form ops-form--narrow">
          <p className="ops-notice">
            {t('members.adjustReview', {
              direction: t(`adjustments.direction.${review.direction}`),
              amount: formatAmount(review.amount, member.currency),
              username: member.username,
            })}
            <br />
            <q>{review.reason}</q>
          </p>
          <ErrorNote text={error} />
          <div className="ops-form__buttons">
            <button
              type="button"
              className="ops-button ops-button--ghost"
              disabled={isBusy}
              onClick={() => setReview(null)}
            >
              {t('common.back')}
            </button>
            <BusyButton
              isBusy={isBusy}
              isDanger={review.direction === 'debit'}
              onClick={() => send(review)}
            >
              {t('members.adjustConfirm')}
            </BusyButton>
          </div>
        </div>
      ) : (
        <form className="ops-form ops-form--narrow" noValidate onSubmit={check}>
          <fieldset className="ops-choices ops-choices--inline">
            <legend>{t('members.direction')}</legend>
            {directions.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="direction"
                  checked={direction === value}
                  onChange={() => edit(() => setDirection(value))}
                />
                <span>{t(`adjustments.direction.${value}`)}</span>
              </label>
            ))}
          </fieldset>
          <label>
            {t('members.amount', { currency: member.currency })}
            <input
              inputMode="decimal"
              autoComplete="off"
              maxLength={30}
              value={amount}
              onChange={(event) => edit(() => setAmount(event.target.value))}
            />
          </label>
          <label>
            {t('members.reason')}
            <textarea
              rows={2}
              maxLength={reasonLengthMax}
              value={reason}
              onChange={(event) => edit(() => setReason(event.target.value))}
            />
          </label>
          <ErrorNote text={error} />
          <div className="ops-form__buttons">
            <button type="submit" className="ops-button">
              {t('members.adjustReviewButton')}
            </button>
          </div>
        </form>
      )}
      {result && <AdjustmentResult adjustment={result} />}
    </section>
  );
}
