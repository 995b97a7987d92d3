import {
  tableGameNames,
  type DeskTable,
  type DeskTableRound,
  type TableGameName,
} from '@khela/contracts';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, PromptDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { formatAmount } from '../../ui/format';
import { FormDialog } from '../../ui/FormDialog';
import { text, whole } from '../../ui/form-values';
import { AreaLimitsEditor, areaLimitRows, limitField, type AreaLimitRow } from './AreaLimitsEditor';
import { CockfightFields, cockfightSettingsOf, newCockfightDefaults } from './CockfightFields';
import { CrashFields, crashSettingsOf, newCrashDefaults } from './CrashFields';
import { changedSettings, type TableSettings } from './table-form';
import { areaKindsByGame, tableName } from './table-text';
import type { TableChanges } from './tables.api';

const nameLanguages = ['en', 'bn', 'th'] as const;

/** A new table's settings until the operator types others: the demo tables' own. */
const newTableDefaults: SavedSettings = {
  names: {},
  bettingSeconds: 15,
  resultSeconds: 9,
  minStake: '10.00',
  maxStake: '50000.00',
  maxRoundPayout: '5000000.00',
};

/**
 * The settings the fields hold, read as the server takes them (a crash table's edge and an
 * arena's pricing too).
 */
function settingsOf(
  form: FormData,
  rows: readonly AreaLimitRow[],
  game: TableGameName,
  t: TFunction,
): TableSettings {
  return {
    ...(game === 'crash' ? crashSettingsOf(form, t) : {}),
    ...(game === 'cockfight' ? cockfightSettingsOf(form, t) : {}),
    names: { bn: text(form, 'names.bn'), en: text(form, 'names.en'), th: text(form, 'names.th') },
    bettingSeconds: whole(form, 'bettingSeconds'),
    resultSeconds: whole(form, 'resultSeconds'),
    minStake: text(form, 'minStake'),
    maxStake: text(form, 'maxStake'),
    maxRoundPayout: text(form, 'maxRoundPayout'),
    areaLimits: Object.fromEntries(
      rows.map((row) => [
        row.kind,
        {
          minStake: text(form, limitField(row.kind, 'minStake')),
          maxStake: text(form, limitField(row.kind, 'maxStake')),
        },
      ]),
    ),
  };
}

/** A group of the table dialog's fields under its heading, in columns of their own. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="ops-wide tb-group">
      <legend>{legend}</legend>
      <div className="tb-group__fields">{children}</div>
    </fieldset>
  );
}

/** A new table's game (which sets its bet areas) and code, both chosen once. */
function GameAndCode({
  game,
  onGame,
}: {
  game: TableGameName;
  onGame: (game: TableGameName) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group legend={t('tables.form.groupTable')}>
      <label>
        {t('tables.form.game')}
        <select
          name="game"
          value={game}
          onChange={(event) => onGame(event.target.value as TableGameName)}
        >
          {tableGameNames.map((name) => (
            <option key={name} value={name}>
              {t(`tables.games.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('tables.form.code')}
        <input
          name="code"
          required
          minLength={3}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          pattern="[a-z0-9][a-z0-9\-]{1,38}[a-z0-9]"
          aria-describedby="table-code-hint"
        />
      </label>
      <small id="table-code-hint" className="ops-hint tb-group__hint">
        {t('tables.form.codeHint')}
      </small>
    </Group>
  );
}

/** A number field of whole seconds within the server's bounds. */
function SecondsField({
  name,
  label,
  min,
  max,
  value,
}: {
  name: string;
  label: string;
  min: number;
  max: number;
  value: number;
}) {
  return (
    <label>
      {label}
      <input
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        required
        defaultValue={value}
      />
    </label>
  );
}

/** An amount field in the merchant's currency. */
function AmountField({
  name,
  label,
  value,
  describedBy,
}: {
  name: string;
  label: string;
  value: string;
  describedBy?: string;
}) {
  return (
    <label>
      {label}
      <input
        name={name}
        inputMode="decimal"
        required
        maxLength={30}
        defaultValue={value}
        aria-describedby={describedBy}
      />
    </label>
  );
}

/** The settings every table has, as a new one starts or an edited one stands. */
type SavedSettings = Omit<TableSettings, 'names' | 'areaLimits'> & {
  names: Record<string, string>;
};

/**
 * Names, timing, stakes and payout cap: the fields a new and an edited table share. A crash
 * table has one bet area, so its stakes are per bet.
 */
function SettingFields({
  saved,
  currency,
  isCrash,
}: {
  saved: SavedSettings;
  currency: string;
  isCrash: boolean;
}) {
  const { t } = useTranslation();
  const stakeKeys = isCrash
    ? { min: 'tables.form.minStakePerBet', max: 'tables.form.maxStakePerBet' }
    : { min: 'tables.form.minStake', max: 'tables.form.maxStake' };
  return (
    <>
      <Group legend={t('tables.form.groupNames')}>
        {nameLanguages.map((language) => (
          <label key={language}>
            {t(`tables.form.name.${language}`)}
            <input
              name={`names.${language}`}
              required
              maxLength={60}
              lang={language}
              defaultValue={saved.names[language] ?? ''}
            />
          </label>
        ))}
      </Group>
      <Group legend={t('tables.form.groupTiming')}>
        <SecondsField
          name="bettingSeconds"
          label={t('tables.form.bettingSeconds')}
          min={5}
          max={120}
          value={saved.bettingSeconds}
        />
        <SecondsField
          name="resultSeconds"
          label={t('tables.form.resultSeconds')}
          min={3}
          max={60}
          value={saved.resultSeconds}
        />
      </Group>
      <Group legend={t('tables.form.groupStakes')}>
        <AmountField
          name="minStake"
          label={t(stakeKeys.min, { currency })}
          value={saved.minStake}
        />
        <AmountField
          name="maxStake"
          label={t(stakeKeys.max, { currency })}
          value={saved.maxStake}
        />
        <AmountField
          name="maxRoundPayout"
          label={t('tables.form.maxRoundPayout', { currency })}
          value={saved.maxRoundPayout}
          describedBy="table-cap-hint"
        />
        <small id="table-cap-hint" className="ops-hint tb-group__hint">
          {t('tables.form.maxRoundPayoutHint')}
        </small>
      </Group>
    </>
  );
}

/**
 * A new table, or a table's settings changed (from its next round on): its names in the three
 * languages, its game and code (chosen once, at its creation), how long a round takes bets and
 * waits for its result, its stakes, the most a round may pay out, and limits by bet area (a
 * crash table has one area: its house edge and the most a round runs to instead; a cockfight
 * arena has its pricing, draw odds and video too).
 */
export function TableDialog({
  table,
  currency,
  changes,
  onClose,
}: {
  /** The table to change; none for a new one. */
  table?: DeskTable;
  currency: string;
  changes: TableChanges;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [game, setGame] = useState<TableGameName>(table?.game ?? 'baccarat');
  const kinds = areaKindsByGame[game];
  const isCrash = game === 'crash';
  const [rows, setRows] = useState(() => areaLimitRows(table?.areaLimits ?? {}, kinds));
  return (
    <FormDialog
      title={
        table
          ? t('tables.form.editTitle', { name: tableName(table, i18n.language) })
          : t('tables.form.createTitle')
      }
      testId="table-dialog"
      submitLabel={table ? t('common.save') : t('tables.form.create')}
      isWide
      onClose={onClose}
      onSend={async (form) => {
        const settings = settingsOf(form, rows, game, t);
        if (!table) {
          return changes.create({ ...settings, code: text(form, 'code'), game });
        }
        const changed = changedSettings(table, settings);
        return Object.keys(changed).length === 0 ? null : changes.update(table.code, changed);
      }}
    >
      {table ? (
        <p className="ops-hint">
          {t('tables.form.editHint', { game: t(`tables.games.${table.game}`), code: table.code })}{' '}
          {t('tables.form.nextRound')}
        </p>
      ) : (
        <GameAndCode
          game={game}
          onGame={(next) => {
            setGame(next);
            // A kind the new game has not (a tie at roulette) leaves with it.
            setRows((current) => current.filter((row) => areaKindsByGame[next].includes(row.kind)));
          }}
        />
      )}
      <SettingFields saved={table ?? newTableDefaults} currency={currency} isCrash={isCrash} />
      {isCrash && (
        <Group legend={t('tables.form.groupCrash')}>
          <CrashFields crash={table?.crash ?? newCrashDefaults} />
        </Group>
      )}
      {game === 'cockfight' && (
        <Group legend={t('tables.form.groupCockfight')}>
          <CockfightFields arena={table?.cockfight ?? newCockfightDefaults} />
        </Group>
      )}
      {kinds.length > 0 && (
        <AreaLimitsEditor rows={rows} kinds={kinds} currency={currency} onChange={setRows} />
      )}
    </FormDialog>
  );
}

/**
 * Asks before a table pauses or resumes. Paused, the round under way plays out and is settled
 * as usual, and no new round opens; resumed, the next round opens within seconds.
 */
export function PauseTableDialog({
  table,
  changes,
  onClose,
}: {
  table: DeskTable;
  changes: TableChanges;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const name = tableName(table, i18n.language);
  const isPausing = table.status === 'active';
  return (
    <ConfirmDialog
      title={t(isPausing ? 'tables.pause.pauseTitle' : 'tables.pause.resumeTitle', { name })}
      summary={
        <p className="ops-notice">
          {t(isPausing ? 'tables.pause.pauseSummary' : 'tables.pause.resumeSummary', { name })}
        </p>
      }
      confirmLabel={t(isPausing ? 'tables.pause.pause' : 'tables.pause.resume')}
      isDanger={isPausing}
      testId="pause-table-dialog"
      onConfirm={() => changes.update(table.code, { status: isPausing ? 'paused' : 'active' })}
      onClose={onClose}
    />
  );
}

/**
 * Cancels a round not yet drawn, with a reason for the action log; says first what follows:
 * betting stops, the round is never drawn and every stake goes back to the players.
 */
export function CancelRoundDialog({
  table,
  round,
  currency,
  changes,
  onDone,
  onClose,
}: {
  table: DeskTable;
  round: DeskTableRound;
  currency: string;
  changes: TableChanges;
  onDone: (round: DeskTableRound) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const figures = {
    number: round.number,
    table: tableName(table, i18n.language),
    count: round.bets,
    players: round.players,
    stake: formatAmount(round.stake, currency),
  };
  const summary =
    round.status === 'open' ? 'tables.cancel.summaryOpen' : 'tables.cancel.summaryClosed';
  return (
    <PromptDialog
      title={t('tables.cancel.title', { number: round.number })}
      summary={
        <p className="ops-notice" data-testid="cancel-round-summary">
          {t(summary, figures)}
        </p>
      }
      label={t('tables.cancel.reason')}
      submitLabel={t('tables.cancel.submit')}
      minLength={3}
      maxLength={300}
      isDanger
      testId="cancel-round-dialog"
      onClose={onClose}
      onSubmit={async (reason) => {
        try {
          await changes.cancelRound(table.code, round.id, reason);
          onDone(round);
          return null;
        } catch (failure) {
          return errorText(failure, t('common.failed'));
        }
      }}
    />
  );
}
