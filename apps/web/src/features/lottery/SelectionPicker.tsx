import type { LotteryOffer } from '@khela/contracts';
import type { PlayType } from '@khela/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { useLotteryTexts } from './lottery-texts';
import {
  numberOf,
  pickerOf,
  positions,
  sumValues,
  withDigit,
  withNumberAdded,
  withNumberRemoved,
  type SelectionDraft,
} from './selection';

const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
/** Names of digit places, the last place first: units, tens, hundreds. */
const placeKeys = ['lottery.pick.units', 'lottery.pick.tens', 'lottery.pick.hundreds'] as const;

/** The picker of a play type's selection: digit pads, a xiên's numbers, a position, a choice. */
export function SelectionPicker({
  playType,
  offer,
  draft,
  onChange,
}: {
  playType: PlayType;
  offer: LotteryOffer;
  draft: SelectionDraft;
  onChange: (draft: SelectionDraft) => void;
}) {
  const picker = pickerOf(playType);
  switch (picker.kind) {
    case 'digits':
      return <DigitPads draft={draft} onChange={onChange} />;
    case 'numbers':
      return <XienPicker count={picker.count} draft={draft} onChange={onChange} />;
    case 'position':
      return <PositionPicker draft={draft} onChange={onChange} />;
    case 'choice':
      return <ChoicePicker options={picker.options} draft={draft} onChange={onChange} />;
    case 'sum':
      return <SumPicker offer={offer} draft={draft} onChange={onChange} />;
  }
}

/** One pad of ten digits per place (tap again to clear); targets of 44 px at 360 px. */
function DigitPads({
  draft,
  onChange,
  label,
}: {
  draft: SelectionDraft;
  onChange: (draft: SelectionDraft) => void;
  /** The pad's name when one place is all there is (a position's digit). */
  label?: string;
}) {
  const { t } = useTranslation();
  const places = draft.digits.length;
  return (
    <div className={`digit-pads digit-pads--${places}`}>
      {draft.digits.map((chosen, place) => {
        const name =
          label ??
          (places === 1 ? t('lottery.pick.digit') : t(placeKeys[places - 1 - place] ?? ''));
        return (
          <div key={place} className="digit-pad" role="group" aria-label={name}>
            <span className="digit-pad__label">{name}</span>
            <div className="digit-pad__keys">
              {digits.map((digit) => (
                <button
                  key={digit}
                  type="button"
                  className="digit-pad__key tabular"
                  aria-pressed={chosen === digit}
                  onClick={() => onChange(withDigit(draft, place, digit))}
                  data-testid={`lottery-digit-${place}-${digit}`}
                >
                  {digit}
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** A xiên: build a two-digit number on the pads, add it; the chosen numbers as removable chips. */
function XienPicker({
  count,
  draft,
  onChange,
}: {
  count: number;
  draft: SelectionDraft;
  onChange: (draft: SelectionDraft) => void;
}) {
  const { t } = useTranslation();
  const number = numberOf(draft);
  const isFull = draft.numbers.length >= count;
  const isRepeat = number !== null && draft.numbers.includes(number);
  return (
    <div className="xien-picker">
      <p className="xien-picker__count" aria-live="polite">
        {t('lottery.pick.xienCount', { chosen: draft.numbers.length, count })}
      </p>
      {draft.numbers.length > 0 && (
        <ul className="xien-picker__numbers">
          {draft.numbers.map((chosen) => (
            <li key={chosen}>
              <button
                type="button"
                className="chip xien-picker__number"
                onClick={() => onChange(withNumberRemoved(draft, chosen))}
                aria-label={t('lottery.pick.removeNumber', { number: chosen })}
              >
                <span className="tabular">{chosen}</span>
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {!isFull && (
        <>
          <DigitPads draft={draft} onChange={onChange} />
          <button
            type="button"
            className="button button--small xien-picker__add"
            disabled={number === null || isRepeat}
            onClick={() => onChange(withNumberAdded(draft, count))}
            data-testid="lottery-add-number"
          >
            <Icon name="plus" size={16} />
            {isRepeat
              ? t('lottery.pick.alreadyChosen', { number })
              : t('lottery.pick.addNumber', { number: number ?? '··' })}
          </button>
        </>
      )}
    </div>
  );
}

/** Elott's position bet: which of the five digits, and the digit it should be. */
function PositionPicker({
  draft,
  onChange,
}: {
  draft: SelectionDraft;
  onChange: (draft: SelectionDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="position-picker">
      <div className="choice-row" role="group" aria-label={t('lottery.pick.position')}>
        <span className="digit-pad__label">{t('lottery.pick.position')}</span>
        <div className="position-picker__places">
          {positions.map((position) => (
            <button
              key={position}
              type="button"
              className="digit-pad__key tabular"
              aria-pressed={draft.position === position}
              aria-label={t('lottery.pick.positionN', { position })}
              onClick={() => onChange({ ...draft, position })}
              data-testid={`lottery-position-${position}`}
            >
              {position}
            </button>
          ))}
        </div>
      </div>
      <DigitPads draft={draft} onChange={onChange} label={t('lottery.pick.digit')} />
    </div>
  );
}

/** Two outcomes to choose between (big or small, odd or even), with what each means. */
function ChoicePicker({
  options,
  draft,
  onChange,
}: {
  options: readonly string[];
  draft: SelectionDraft;
  onChange: (draft: SelectionDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="choice-picker" role="group" aria-label={t('lottery.pick.choose')}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="choice-picker__option"
          aria-pressed={draft.choice === option}
          onClick={() => onChange({ ...draft, choice: option })}
          data-testid={`lottery-choice-${option}`}
        >
          <span className="choice-picker__name">{t(`lottery.choice.${option}`)}</span>
          <span className="choice-picker__hint">{t(`lottery.choiceHint.${option}`)}</span>
        </button>
      ))}
    </div>
  );
}

/** The exact sum of the five digits, each value with its own odds. */
function SumPicker({
  offer,
  draft,
  onChange,
}: {
  offer: LotteryOffer;
  draft: SelectionDraft;
  onChange: (draft: SelectionDraft) => void;
}) {
  const { t } = useTranslation();
  const { selectionText } = useLotteryTexts();
  const id = useId();
  return (
    <label className="sum-picker" htmlFor={`${id}-sum`}>
      <span className="digit-pad__label">{t('lottery.pick.sum')}</span>
      <select
        id={`${id}-sum`}
        value={draft.choice ?? ''}
        onChange={(event) => onChange({ ...draft, choice: event.target.value || null })}
        data-testid="lottery-sum"
      >
        <option value="">{t('lottery.pick.chooseSum')}</option>
        {sumValues.map((value) => (
          <option key={value} value={value}>
            {t('lottery.pick.sumOption', {
              sum: selectionText('sum', value),
              odds: offer.oddsByValue?.[Number(value)] ?? offer.odds ?? '',
            })}
          </option>
        ))}
      </select>
    </label>
  );
}
