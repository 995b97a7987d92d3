import { catalogueGameTypes, languages } from '@khela/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { typedAmount } from '../points/points-text';
import type { LevelAmountField, LevelDraft } from './vip-form';
import { formatCount, levelName } from './vip-text';

/** What every group of a level's fields is given. */
interface GroupProps {
  index: number;
  draft: LevelDraft;
  currency: string;
  /** Refused fields' messages by path ("levels.2.keepDepositMin"). */
  messages: ReadonlyMap<string, string>;
  update: (change: Partial<LevelDraft>) => void;
}

/** An element id from a field's path. */
const idOf = (path: string) => `vip-${path.replace(/\./g, '-')}`;

/** One field of a level, named by its path, with the server's refusal right under it. */
function LevelInput({
  path,
  label,
  value,
  messages,
  onChange,
  isWhole = false,
  maxLength = 30,
  suffix,
  lang,
  isInvalid = false,
}: {
  path: string;
  label: string;
  value: string;
  messages: ReadonlyMap<string, string>;
  onChange: (value: string) => void;
  isWhole?: boolean;
  maxLength?: number;
  suffix?: string;
  lang?: string;
  /** Marked though the refusal named its group (a level without any name). */
  isInvalid?: boolean;
}) {
  const message = messages.get(path);
  return (
    <label className="vip-input">
      {label}
      <span className="vip-input__box">
        <input
          name={path}
          lang={lang}
          inputMode={isWhole ? 'numeric' : 'decimal'}
          maxLength={maxLength}
          value={value}
          aria-invalid={message || isInvalid ? true : undefined}
          aria-describedby={message ? `${idOf(path)}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {suffix && (
          <span className="vip-input__suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </span>
      {message && (
        <span id={`${idOf(path)}-error`} className="vip-field-error">
          {message}
        </span>
      )}
    </label>
  );
}

/** A titled group of fields with a line of help under its title. */
function Group({
  title,
  hint,
  isDense = false,
  children,
}: {
  title: string;
  hint?: ReactNode;
  /** Many short numbers (the rates): narrower columns. */
  isDense?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="vip-group">
      <legend>{title}</legend>
      {hint && <p className="ops-hint">{hint}</p>}
      <div className={isDense ? 'vip-grid vip-grid--dense' : 'vip-grid'}>{children}</div>
    </fieldset>
  );
}

/** The level's name in each language (at least one). */
function NamesGroup({ index, draft, messages, update }: GroupProps) {
  const { t } = useTranslation();
  const refused = messages.get(`levels.${index}.names`);
  return (
    <Group
      title={t('vipDesk.level.names')}
      hint={
        <>
          {t('vipDesk.level.namesHint')}
          {refused && <span className="vip-field-error"> {refused}</span>}
        </>
      }
    >
      {languages.map((language) => (
        <LevelInput
          key={language}
          path={`levels.${index}.names.${language}`}
          label={t('vipDesk.level.nameIn', { language: t(`vipDesk.languages.${language}`) })}
          lang={language}
          value={draft.names[language]}
          messages={messages}
          maxLength={30}
          isInvalid={refused !== undefined}
          onChange={(name) => update({ names: { ...draft.names, [language]: name } })}
        />
      ))}
    </Group>
  );
}

/** A group of the level's amounts, each in the merchant's currency. */
function AmountsGroup({
  title,
  hint,
  fields,
  children,
  ...props
}: GroupProps & { title: string; hint: string; fields: LevelAmountField[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const { index, draft, currency, messages, update } = props;
  return (
    <Group title={title} hint={hint}>
      {fields.map((field) => (
        <LevelInput
          key={field}
          path={`levels.${index}.${field}`}
          label={t(`vipDesk.level.${field}`, { currency })}
          value={draft[field]}
          messages={messages}
          onChange={(value) => update({ [field]: value })}
        />
      ))}
      {children}
    </Group>
  );
}

/** The rebate on valid bets per game type, typed in percent. */
function RebatesGroup({ index, draft, messages, update }: GroupProps) {
  const { t } = useTranslation();
  return (
    <Group title={t('vipDesk.level.rebates')} hint={t('vipDesk.level.rebatesHint')} isDense>
      {catalogueGameTypes.map((type) => (
        <LevelInput
          key={type}
          path={`levels.${index}.rebateRates.${type}`}
          label={t(`games.type.${type}`)}
          value={draft.rebatePercents[type]}
          messages={messages}
          maxLength={6}
          suffix="%"
          onChange={(rate) => update({ rebatePercents: { ...draft.rebatePercents, [type]: rate } })}
        />
      ))}
    </Group>
  );
}

/** The level's own daily withdrawal limits; empty keeps the merchant's. */
function WithdrawalsGroup({ index, draft, currency, messages, update }: GroupProps) {
  const { t } = useTranslation();
  return (
    <Group title={t('vipDesk.level.withdrawals')} hint={t('vipDesk.level.withdrawalsHint')}>
      <LevelInput
        path={`levels.${index}.withdrawDailyCountMax`}
        label={t('vipDesk.level.withdrawDailyCountMax')}
        value={draft.withdrawDailyCountMax}
        messages={messages}
        isWhole
        maxLength={4}
        onChange={(withdrawDailyCountMax) => update({ withdrawDailyCountMax })}
      />
      <LevelInput
        path={`levels.${index}.withdrawDailyMax`}
        label={t('vipDesk.level.withdrawDailyMax', { currency })}
        value={draft.withdrawDailyMax}
        messages={messages}
        onChange={(withdrawDailyMax) => update({ withdrawDailyMax })}
      />
    </Group>
  );
}

/** Every field of a level, grouped: names, reach and keep, bonuses, rebates, withdrawals. */
function LevelFields(props: GroupProps & { windowDays: number }) {
  const { t } = useTranslation();
  const { index, draft, messages, update, windowDays } = props;
  return (
    <div className="vip-level__fields">
      <NamesGroup {...props} />
      <AmountsGroup
        {...props}
        title={t('vipDesk.level.reach')}
        hint={t('vipDesk.level.reachHint', { count: windowDays })}
        fields={['depositMin', 'validBetMin', 'keepDepositMin', 'keepValidBetMin']}
      />
      <AmountsGroup
        {...props}
        title={t('vipDesk.level.bonuses')}
        hint={t('vipDesk.level.bonusesHint')}
        fields={['upgradeBonus', 'weeklyBonus', 'monthlyBonus']}
      >
        <LevelInput
          path={`levels.${index}.turnoverMultiple`}
          label={t('vipDesk.level.turnoverMultiple')}
          value={draft.turnoverMultiple}
          messages={messages}
          isWhole
          maxLength={3}
          suffix="×"
          onChange={(turnoverMultiple) => update({ turnoverMultiple })}
        />
      </AmountsGroup>
      <RebatesGroup {...props} />
      <WithdrawalsGroup {...props} />
    </div>
  );
}

/**
 * One level of the table as a card that opens to edit it: its summary line (name, what
 * reaching it takes, how many hold it), then every field; the top level may be removed.
 */
export function LevelCard({
  isOpen,
  onToggle,
  members,
  onRemove,
  ...props
}: GroupProps & {
  windowDays: number;
  isOpen: boolean;
  onToggle: (isOpen: boolean) => void;
  /** Members holding the level now; null for a level not saved yet. */
  members: number | null;
  /** Removes the level (only the top one may go); absent for the others. */
  onRemove?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { index, draft, currency, messages } = props;
  const name = levelName(draft.names, i18n.language) || t('vipDesk.level.unnamed');
  const refusals = [...messages.keys()].filter((path) => path.startsWith(`levels.${index}.`));
  return (
    <details
      className="vip-level"
      open={isOpen}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      data-testid="vip-level"
      data-rank={index + 1}
    >
      <summary className="vip-level__summary">
        <span className="vip-rank">{index + 1}</span>
        <span className="vip-level__title">
          <strong>{name}</strong>
          <small className="ops-muted">
            {t('vipDesk.level.reachLine', {
              deposit: typedAmount(draft.depositMin, currency),
              validBet: typedAmount(draft.validBetMin, currency),
            })}
          </small>
        </span>
        {refusals.length > 0 && (
          <span className="ops-badge vip-badge--refused">{t('vipDesk.level.toFix')}</span>
        )}
        <span className="ops-badge">
          {members === null
            ? t('vipDesk.level.new')
            : t('vipDesk.level.members', { count: members, shown: formatCount(members) })}
        </span>
      </summary>
      <LevelFields {...props} />
      {onRemove && (
        <div className="ops-form__buttons">
          <button
            type="button"
            className="ops-button ops-button--ghost vip-remove"
            onClick={onRemove}
            data-testid="vip-level-remove"
          >
            {t('vipDesk.levels.remove', { n: index + 1 })}
          </button>
        </div>
      )}
    </details>
  );
}
