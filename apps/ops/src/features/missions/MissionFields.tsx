import {
  catalogueGameTypes,
  languages,
  missionKinds,
  missionPeriods,
  type MissionKind,
  type MissionPeriod,
} from '@khela/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zoneLabel } from '../../ui/zoned-time';
import { GamePicker } from './GamePicker';
import { kindFieldsOf, type MissionDraft, type MissionField } from './mission-form';
import type { MerchantChoice } from './missions.api';

/** What every group of the form's fields is given. */
export interface GroupProps {
  draft: MissionDraft;
  /** Each refused field's message, shown right under it. */
  refused: Partial<Record<MissionField, string>>;
  update: (change: Partial<MissionDraft>) => void;
}

/** A field's element id and test id ("names.en" is mission-names-en). */
export const idOfField = (field: MissionField) => `mission-${field.replace('.', '-')}`;

/** A refusal under its field, read with the field (aria-describedby). */
function FieldError({ field, message }: { field: MissionField; message: string | undefined }) {
  if (!message) return null;
  const id = `${idOfField(field)}-error`;
  return (
    <span id={id} className="ms-field__error" data-testid={id}>
      {message}
    </span>
  );
}

/** What describes a field: its refusal first, then its help. */
function describedBy(field: MissionField, message: string | undefined, hasHint: boolean) {
  const id = idOfField(field);
  const ids = [message ? `${id}-error` : '', hasHint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A typed field named by its path, with its refusal and its help under it. */
export function MissionInput({
  field,
  label,
  hint,
  value,
  message,
  onChange,
  type = 'text',
  inputMode,
  maxLength = 30,
  lang,
}: {
  field: MissionField;
  label: string;
  hint?: string | undefined;
  value: string;
  message: string | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'datetime-local';
  inputMode?: 'decimal' | 'numeric' | undefined;
  maxLength?: number;
  lang?: string;
}) {
  const id = idOfField(field);
  return (
    <div className="ms-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        type={type}
        lang={lang}
        inputMode={inputMode}
        autoComplete="off"
        maxLength={type === 'text' ? maxLength : undefined}
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(field, message, hint !== undefined)}
        onChange={(event) => onChange(event.target.value)}
        data-testid={id}
      />
      <FieldError field={field} message={message} />
      {hint !== undefined && (
        <span id={`${id}-hint`} className="ms-field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** A titled group of the form's fields, with a line of help under its title. */
export function Group({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="ms-group">
      <legend>{title}</legend>
      {hint && <p className="ops-hint">{hint}</p>}
      <div className="ms-grid">{children}</div>
    </fieldset>
  );
}

/** The mission's name in each language (at least one; members see theirs, else English). */
export function NamesGroup({ draft, refused, update }: GroupProps) {
  const { t } = useTranslation();
  return (
    <Group
      title={t('missionsDesk.form.names')}
      hint={
        <>
          {t('missionsDesk.form.namesHint')}
          {refused.names && (
            <span className="ms-field__error" data-testid="mission-names-error">
              {' '}
              {refused.names}
            </span>
          )}
        </>
      }
    >
      {languages.map((language) => (
        <MissionInput
          key={language}
          field={`names.${language}`}
          label={t(`missionsDesk.languages.${language}`)}
          lang={language}
          value={draft.names[language]}
          message={refused[`names.${language}`]}
          maxLength={60}
          onChange={(name) => update({ names: { ...draft.names, [language]: name } })}
        />
      ))}
    </Group>
  );
}

/** How often the mission starts again, as choices side by side. */
function PeriodChoice({ draft, refused, update }: GroupProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="ops-choices ms-period"
      aria-describedby="mission-period-hint"
      data-testid="mission-period"
    >
      <legend>{t('missionsDesk.form.period')}</legend>
      <div className="ms-period__choices">
        {missionPeriods.map((period: MissionPeriod) => (
          <label key={period}>
            <input
              type="radio"
              name="period"
              value={period}
              checked={draft.period === period}
              onChange={() => update({ period })}
            />
            {t(`missionsDesk.form.periods.${period}`)}
          </label>
        ))}
      </div>
      <FieldError field="period" message={refused.period} />
      <span id="mission-period-hint" className="ms-field__hint">
        {t('missionsDesk.form.periodHint')}
      </span>
    </fieldset>
  );
}

/** The game type whose valid bets count (any, when none is chosen). */
function GameTypeField({ draft, refused, update }: GroupProps) {
  const { t } = useTranslation();
  return (
    <div className="ms-field">
      <label htmlFor="mission-gameType">{t('missionsDesk.form.gameType')}</label>
      <select
        id="mission-gameType"
        name="gameType"
        value={draft.gameType}
        aria-invalid={refused.gameType ? true : undefined}
        onChange={(event) => update({ gameType: event.target.value as MissionDraft['gameType'] })}
        data-testid="mission-gameType"
      >
        <option value="">{t('missionsDesk.form.anyGameType')}</option>
        {catalogueGameTypes.map((type) => (
          <option key={type} value={type}>
            {t(`games.type.${type}`)}
          </option>
        ))}
      </select>
      <FieldError field="gameType" message={refused.gameType} />
    </div>
  );
}

/** What the mission asks: its kind, the game type or game it counts, its target, its period. */
export function GoalGroup({
  draft,
  refused,
  update,
  currency,
  merchant,
}: GroupProps & { currency: string; merchant: MerchantChoice }) {
  const { t } = useTranslation();
  const { hasGameType, hasGame, unit } = kindFieldsOf(draft.kind);
  return (
    <Group title={t('missionsDesk.form.goal')}>
      <div className="ms-field">
        <label htmlFor="mission-kind">{t('missionsDesk.form.kind')}</label>
        <select
          id="mission-kind"
          name="kind"
          value={draft.kind}
          aria-describedby="mission-kind-hint"
          onChange={(event) => update({ kind: event.target.value as MissionKind })}
          data-testid="mission-kind"
        >
          {missionKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`missionsDesk.kind.${kind}`)}
            </option>
          ))}
        </select>
        <FieldError field="kind" message={refused.kind} />
        <span id="mission-kind-hint" className="ms-field__hint">
          {t(`missionsDesk.form.kindHint.${draft.kind}`)}
        </span>
      </div>
      {hasGameType && <GameTypeField draft={draft} refused={refused} update={update} />}
      {hasGame && (
        <GamePicker merchant={merchant} draft={draft} refused={refused} update={update} />
      )}
      <MissionInput
        field="target"
        label={t(`missionsDesk.form.target.${unit}`, { currency })}
        hint={t(`missionsDesk.form.targetHint.${unit}`)}
        value={draft.target}
        message={refused.target}
        inputMode={unit === 'money' ? 'decimal' : 'numeric'}
        onChange={(target) => update({ target })}
      />
      <PeriodChoice draft={draft} refused={refused} update={update} />
    </Group>
  );
}

/** What a member gets for the mission: the reward, its turnover, the leaderboard score. */
export function RewardGroup({
  draft,
  refused,
  update,
  currency,
}: GroupProps & { currency: string }) {
  const { t } = useTranslation();
  return (
    <Group title={t('missionsDesk.form.rewardTitle')}>
      <MissionInput
        field="reward"
        label={t('missionsDesk.form.reward', { currency })}
        hint={t('missionsDesk.form.rewardHint')}
        value={draft.reward}
        message={refused.reward}
        inputMode="decimal"
        onChange={(reward) => update({ reward })}
      />
      <MissionInput
        field="turnoverMultiple"
        label={t('missionsDesk.form.turnoverMultiple')}
        hint={t('missionsDesk.form.turnoverMultipleHint')}
        value={draft.turnoverMultiple}
        message={refused.turnoverMultiple}
        inputMode="numeric"
        maxLength={3}
        onChange={(turnoverMultiple) => update({ turnoverMultiple })}
      />
      <MissionInput
        field="score"
        label={t('missionsDesk.form.score')}
        hint={t('missionsDesk.form.scoreHint')}
        value={draft.score}
        message={refused.score}
        inputMode="numeric"
        maxLength={6}
        onChange={(score) => update({ score })}
      />
    </Group>
  );
}

/** When the mission runs (an event must have both bounds), its place, and its switch. */
export function ScheduleGroup({
  draft,
  refused,
  update,
  timeZone,
}: GroupProps & { timeZone: string }) {
  const { t } = useTranslation();
  const zone = t('missionsDesk.form.inZone', { zone: zoneLabel(timeZone) });
  const isEvent = draft.period === 'event';
  return (
    <Group
      title={t('missionsDesk.form.schedule')}
      hint={t(isEvent ? 'missionsDesk.form.boundsEvent' : 'missionsDesk.form.boundsOptional')}
    >
      <MissionInput
        field="startsAt"
        type="datetime-local"
        label={t('missionsDesk.form.startsAt')}
        hint={zone}
        value={draft.startsAt}
        message={refused.startsAt}
        onChange={(startsAt) => update({ startsAt })}
      />
      <MissionInput
        field="endsAt"
        type="datetime-local"
        label={t('missionsDesk.form.endsAt')}
        hint={zone}
        value={draft.endsAt}
        message={refused.endsAt}
        onChange={(endsAt) => update({ endsAt })}
      />
      <MissionInput
        field="sortOrder"
        label={t('missionsDesk.form.sortOrder')}
        hint={t('missionsDesk.form.sortOrderHint')}
        value={draft.sortOrder}
        message={refused.sortOrder}
        inputMode="numeric"
        maxLength={5}
        onChange={(sortOrder) => update({ sortOrder })}
      />
      <div className="ms-field ms-active">
        <label className="ms-check">
          <input
            type="checkbox"
            name="isActive"
            checked={draft.isActive}
            onChange={(event) => update({ isActive: event.target.checked })}
            data-testid="mission-isActive"
          />
          {t('missionsDesk.form.isActive')}
        </label>
        <span className="ms-field__hint">{t('missionsDesk.form.isActiveHint')}</span>
      </div>
    </Group>
  );
}
