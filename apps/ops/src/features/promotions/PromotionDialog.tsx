import {
  bonusTypes,
  promotionCategories,
  promotionKinds,
  rafflePrizesMax,
  type DeskPromotion,
  type PromotionDesk,
  type PromotionText,
  type SavePromotion,
} from '@khela/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, CancelButton, ErrorNote } from '../../ui/controls';
import { Dialog } from '../../ui/Dialog';
import { OpsApiError } from '../../api';
import { errorText, markRefusedFields } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import { ZonedDateTimeField } from '../../ui/ZonedDateTimeField';
import { instantOfField, toZonedInput, useDeskTimeZone } from '../../ui/zoned-time';
import { PicturePicker } from './PicturePicker';
import { PromotionPreview } from './PromotionPreview';
import type { MerchantChoice, PromotionChanges } from './promotions.api';

type Draft = Omit<SavePromotion, 'startsAt' | 'endsAt' | 'texts'> & {
  startsAt: string;
  endsAt: string;
  texts: Record<string, PromotionText>;
};

/** A whole-number field's value: NaN while it is empty (a cleared field is not 0). */
function wholeOf(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** What a whole-number field shows: nothing while it is empty. */
function shownWhole(value: number): number | '' {
  return Number.isNaN(value) ? '' : value;
}

/** The form's draft of a promotion (or of a new one), its times in the merchant's zone. */
function draftOf(promotion: DeskPromotion | null, languages: string[], zone: string): Draft {
  const emptyText = { name: '', summary: '', terms: '' };
  const texts = Object.fromEntries(
    languages.map((language) => [
      language,
      promotion?.texts[language as keyof DeskPromotion['texts']] ?? emptyText,
    ]),
  );
  if (!promotion) {
    return {
      category: 'welcome',
      kind: 'apply',
      imageUrl: '/art/promotions/welcome.svg',
      startsAt: toZonedInput(new Date().toISOString(), zone),
      endsAt: '',
      bonusType: 'fixed',
      bonusAmount: '',
      bonusPercent: '',
      bonusCap: '',
      depositMin: '',
      prizes: [{ amount: '', weight: 1 }],
      turnoverMultiple: 5,
      sortOrder: 0,
      texts,
    };
  }
  return {
    ...promotion,
    startsAt: toZonedInput(promotion.startsAt, zone),
    endsAt: toZonedInput(promotion.endsAt, zone),
    bonusAmount: promotion.bonusAmount ?? '',
    bonusPercent: promotion.bonusPercent ?? '',
    bonusCap: promotion.bonusCap ?? '',
    depositMin: promotion.depositMin ?? '',
    prizes: promotion.prizes.length > 0 ? promotion.prizes : [{ amount: '', weight: 1 }],
    texts,
  };
}

/** The draft as the server takes it: empty optional fields as null, times as instants. */
function inputOf(draft: Draft, zone: string, promotion: DeskPromotion | null): SavePromotion {
  const orNull = (value: string | null) => (value && value.trim() ? value.trim() : null);
  return {
    ...draft,
    startsAt: instantOfField(draft.startsAt, zone, promotion?.startsAt) ?? '',
    endsAt: instantOfField(draft.endsAt, zone, promotion?.endsAt),
    bonusAmount: orNull(draft.bonusAmount),
    bonusPercent: orNull(draft.bonusPercent),
    bonusCap: orNull(draft.bonusCap),
    depositMin: orNull(draft.depositMin),
    prizes: draft.kind === 'raffle' ? draft.prizes : [],
  };
}

/** The raffle's prizes: amount and weight per row, up to the limit. */
function PrizeRows({
  draft,
  currency,
  onChange,
}: {
  draft: Draft;
  currency: string;
  onChange: (prizes: Draft['prizes']) => void;
}) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<Draft['prizes'][number]>) =>
    onChange(draft.prizes.map((prize, at) => (at === index ? { ...prize, ...change } : prize)));
  return (
    <fieldset className="promo-form__wide promo-prizes">
      <legend>{t('promoDesk.form.prizes')}</legend>
      <p className="ops-hint">{t('promoDesk.form.prizesHint')}</p>
      {draft.prizes.map((prize, index) => (
        <div key={index} className="promo-prizes__row">
          <label>
            {t('promoDesk.form.prizeAmount', { n: index + 1, currency })}
            <input
              name={`prizes.${index}.amount`}
              inputMode="decimal"
              value={prize.amount}
              onChange={(event) => set(index, { amount: event.target.value })}
            />
          </label>
          <label>
            {t('promoDesk.form.prizeWeight', { n: index + 1 })}
            <input
              name={`prizes.${index}.weight`}
              type="number"
              min={1}
              value={shownWhole(prize.weight)}
              onChange={(event) => set(index, { weight: wholeOf(event.target.value) })}
            />
          </label>
          <button
            type="button"
            className="ops-icon-button"
            aria-label={t('promoDesk.form.removePrize', { n: index + 1 })}
            disabled={draft.prizes.length === 1}
            onClick={() => onChange(draft.prizes.filter((_, at) => at !== index))}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      ))}
      {draft.prizes.length < rafflePrizesMax && (
        <button
          type="button"
          className="ops-button ops-button--ghost"
          onClick={() => onChange([...draft.prizes, { amount: '', weight: 1 }])}
        >
          {t('promoDesk.form.addPrize')}
        </button>
      )}
    </fieldset>
  );
}

/** The bonus rule's fields for the chosen kind and type. */
function RuleFields({
  draft,
  currency,
  update,
}: {
  draft: Draft;
  currency: string;
  update: (change: Partial<Draft>) => void;
}) {
  const { t } = useTranslation();
  if (draft.kind === 'raffle') {
    return (
      <PrizeRows draft={draft} currency={currency} onChange={(prizes) => update({ prizes })} />
    );
  }
  return (
    <>
      <label>
        {t('promoDesk.form.bonusType')}
        <select
          name="bonusType"
          value={draft.bonusType}
          onChange={(event) => update({ bonusType: event.target.value as Draft['bonusType'] })}
        >
          {bonusTypes.map((type) => (
            <option key={type} value={type}>
              {t(`promoDesk.form.${type}`)}
            </option>
          ))}
        </select>
      </label>
      {draft.bonusType === 'fixed' ? (
        <label>
          {t('promoDesk.form.bonusAmount', { currency })}
          <input
            name="bonusAmount"
            inputMode="decimal"
            value={draft.bonusAmount ?? ''}
            onChange={(event) => update({ bonusAmount: event.target.value })}
          />
        </label>
      ) : (
        <>
          <label>
            {t('promoDesk.form.bonusPercent')}
            <input
              name="bonusPercent"
              inputMode="decimal"
              value={draft.bonusPercent ?? ''}
              onChange={(event) => update({ bonusPercent: event.target.value })}
            />
          </label>
          <label>
            {t('promoDesk.form.bonusCap', { currency })}
            <input
              name="bonusCap"
              inputMode="decimal"
              value={draft.bonusCap ?? ''}
              onChange={(event) => update({ bonusCap: event.target.value })}
            />
          </label>
          <label>
            {t('promoDesk.form.depositMin', { currency })}
            <input
              name="depositMin"
              inputMode="decimal"
              value={draft.depositMin ?? ''}
              onChange={(event) => update({ depositMin: event.target.value })}
            />
          </label>
        </>
      )}
    </>
  );
}

/** A text field's path in the promotion (`texts.en.name`), as the server names it in a refusal. */
const textPathPattern = /^texts\.([a-z]{2})\.(name|summary|terms)$/;

/** The language of the first refused text field, if a refusal names one. */
function refusedTextLanguage(failure: unknown): string | undefined {
  if (!(failure instanceof OpsApiError)) return undefined;
  for (const { path } of failure.fields) {
    const match = textPathPattern.exec(path);
    if (match) return match[1];
  }
  return undefined;
}

/** Name, summary and terms of one language, each named by its path for a refusal to find. */
function TextFields({
  language,
  text,
  onChange,
}: {
  language: string;
  text: PromotionText;
  onChange: (text: PromotionText) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="promo-form__wide">
        {t('promoDesk.form.name')}
        <input
          name={`texts.${language}.name`}
          maxLength={120}
          value={text.name}
          onChange={(event) => onChange({ ...text, name: event.target.value })}
        />
      </label>
      <label className="promo-form__wide">
        {t('promoDesk.form.summary')}
        <input
          name={`texts.${language}.summary`}
          maxLength={300}
          value={text.summary}
          onChange={(event) => onChange({ ...text, summary: event.target.value })}
        />
      </label>
      <label className="promo-form__wide">
        {t('promoDesk.form.terms')}
        <textarea
          name={`texts.${language}.terms`}
          rows={6}
          value={text.terms}
          onChange={(event) => onChange({ ...text, terms: event.target.value })}
        />
        <small className="ops-hint">{t('promoDesk.form.termsHint')}</small>
      </label>
    </>
  );
}

/**
 * Creates or edits a promotion: category, kind, picture, schedule, bonus rule and turnover,
 * and its texts in each language of the merchant, with a preview of the chosen language.
 */
export function PromotionDialog({
  merchant,
  desk,
  promotion,
  changes,
  onClose,
}: {
  merchant: MerchantChoice;
  desk: PromotionDesk;
  promotion: DeskPromotion | null;
  changes: PromotionChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { languages, currency } = desk.merchant;
  const timeZone = useDeskTimeZone();
  const [draft, setDraft] = useState(() => draftOf(promotion, languages, timeZone));
  const [language, setLanguage] = useState(languages[0] ?? 'bn');
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const form = useRef<HTMLFormElement>(null);
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const text = draft.texts[language] ?? { name: '', summary: '', terms: '' };

  // The refused controls are marked once the language they are in shows (its tab may change);
  // the first is focused once, after the save, not again on each change of tab.
  const isFocusPending = useRef(false);
  useEffect(() => {
    if (!refusal || !form.current) return;
    markRefusedFields(form.current, refusal, { isFocusing: isFocusPending.current });
    isFocusPending.current = false;
  }, [refusal, language]);

  /** A refused text field's name with its language, as only one language shows at a time. */
  function textLabelOf(path: string): string | undefined {
    const match = textPathPattern.exec(path);
    if (!match) return undefined;
    return t('promoDesk.form.inLanguage', {
      field: t(`promoDesk.form.textNames.${match[2]}`),
      language: (match[1] ?? '').toUpperCase(),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setRefusal(null);
    // An empty number field is named, never sent as 0 (a cleared turnover would be none at all).
    const numbers = [
      { label: t('promoDesk.form.turnoverMultiple'), value: draft.turnoverMultiple },
      { label: t('promoDesk.form.sortOrder'), value: draft.sortOrder },
      ...(draft.kind === 'raffle'
        ? draft.prizes.map((prize, index) => ({
            label: t('promoDesk.form.prizeWeight', { n: index + 1 }),
            value: prize.weight,
          }))
        : []),
    ];
    const empty = numbers.find((each) => Number.isNaN(each.value));
    if (empty) {
      setError(t('promoDesk.form.numberMissing', { field: empty.label }));
      return;
    }
    void run(async () => {
      try {
        const input = inputOf(draft, timeZone, promotion);
        await (promotion ? changes.update(promotion.id, input) : changes.create(input));
        onClose();
      } catch (failure) {
        const formLabelOf = form.current
          ? markRefusedFields(form.current, failure, { isFocusing: false })
          : () => undefined;
        const refusedLanguage = refusedTextLanguage(failure);
        if (refusedLanguage && languages.includes(refusedLanguage)) setLanguage(refusedLanguage);
        isFocusPending.current = true;
        setRefusal(failure);
        setError(
          errorText(failure, t('common.failed'), (path) => textLabelOf(path) ?? formLabelOf(path)),
        );
      }
    });
  }

  return (
    <Dialog
      title={t(promotion ? 'promoDesk.form.editTitle' : 'promoDesk.form.createTitle')}
      onClose={onClose}
      isLocked={isBusy}
      isWide
      testId="promotion-dialog"
    >
      <form ref={form} className="ops-form ops-form--grid promo-form" noValidate onSubmit={submit}>
        <label>
          {t('promoDesk.form.category')}
          <select
            name="category"
            value={draft.category}
            onChange={(event) => update({ category: event.target.value as Draft['category'] })}
          >
            {promotionCategories.map((category) => (
              <option key={category} value={category}>
                {t(`promoDesk.category.${category}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('promoDesk.form.kind')}
          <select
            name="kind"
            value={draft.kind}
            onChange={(event) => update({ kind: event.target.value as Draft['kind'] })}
          >
            {promotionKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`promoDesk.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <ZonedDateTimeField
          label={t('promoDesk.form.startsAt')}
          name="startsAt"
          value={draft.startsAt}
          onChange={(event) => update({ startsAt: event.target.value })}
        />
        <ZonedDateTimeField
          label={t('promoDesk.form.endsAt')}
          name="endsAt"
          value={draft.endsAt}
          onChange={(event) => update({ endsAt: event.target.value })}
        />
        <RuleFields draft={draft} currency={currency} update={update} />
        <label>
          {t('promoDesk.form.turnoverMultiple')}
          <input
            name="turnoverMultiple"
            type="number"
            min={0}
            max={100}
            value={shownWhole(draft.turnoverMultiple)}
            onChange={(event) => update({ turnoverMultiple: wholeOf(event.target.value) })}
          />
        </label>
        <label>
          {t('promoDesk.form.sortOrder')}
          <input
            name="sortOrder"
            type="number"
            min={0}
            value={shownWhole(draft.sortOrder)}
            onChange={(event) => update({ sortOrder: wholeOf(event.target.value) })}
          />
        </label>
        <PicturePicker
          merchant={merchant}
          value={draft.imageUrl}
          onChange={(imageUrl) => update({ imageUrl })}
        />
        <div
          className="ops-tabs promo-form__wide"
          role="group"
          aria-label={t('promoDesk.form.language')}
        >
          {languages.map((code) => (
            <button
              key={code}
              type="button"
              className="ops-tab"
              aria-pressed={code === language}
              onClick={() => setLanguage(code)}
              data-testid={`promotion-language-${code}`}
            >
              {code.toUpperCase()}
            </button>
          ))}
        </div>
        <TextFields
          language={language}
          text={text}
          onChange={(next) => update({ texts: { ...draft.texts, [language]: next } })}
        />
        <PromotionPreview
          draft={{ ...draft, bonusAmount: draft.bonusAmount, text }}
          currency={currency}
        />
        <ErrorNote text={error} testId="promotion-dialog-error" />
        <div className="ops-form__buttons promo-form__wide">
          <CancelButton isBusy={isBusy} onClick={onClose} />
          <BusyButton isBusy={isBusy} type="submit" data-testid="promotion-save">
            {t('promoDesk.form.save')}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
