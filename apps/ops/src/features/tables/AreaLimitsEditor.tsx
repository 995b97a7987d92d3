import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One row of the editor: an area kind and the stakes it starts with. */
export interface AreaLimitRow {
  /** Keeps a row's fields in place while others are added or removed. */
  id: number;
  kind: string;
  minStake: string;
  maxStake: string;
}

/** The rows of a table's own area limits, in the order of its game's kinds. */
export function areaLimitRows(
  limits: Readonly<Record<string, { minStake: string; maxStake: string }>>,
  kinds: readonly string[],
): AreaLimitRow[] {
  const order = (kind: string) => (kinds.includes(kind) ? kinds.indexOf(kind) : kinds.length);
  return Object.entries(limits)
    .sort(([left], [right]) => order(left) - order(right))
    .map(([kind, own], index) => ({ id: index, kind, ...own }));
}

/** The name of a field of a row, as the server names it when it refuses it. */
export const limitField = (kind: string, field: 'minStake' | 'maxStake') =>
  `areaLimits.${kind}.${field}`;

/**
 * A table's stake limits by bet-area kind (a tie, a straight up), which replace the table's own
 * limits for that kind: a row per kind, added and removed. Each kind once; its min and max are
 * form fields named as the server names them, so a refused one is marked.
 */
export function AreaLimitsEditor({
  rows,
  kinds,
  currency,
  onChange,
}: {
  rows: readonly AreaLimitRow[];
  /** The kinds of the table's game. */
  kinds: readonly string[];
  currency: string;
  onChange: (rows: AreaLimitRow[]) => void;
}) {
  const { t } = useTranslation();
  const [nextId, setNextId] = useState(() => rows.length + 1_000);
  const used = new Set(rows.map((row) => row.kind));
  const free = kinds.filter((kind) => !used.has(kind));
  const kindName = (kind: string) => t(`tables.areas.${kind}`, { defaultValue: kind });
  return (
    <fieldset className="ops-wide tb-group tb-limits" data-testid="area-limits">
      <legend>{t('tables.form.areaLimits')}</legend>
      <p className="ops-hint">{t('tables.form.areaLimitsHint')}</p>
      {rows.length === 0 && <p className="ops-muted">{t('tables.form.noAreaLimits')}</p>}
      {rows.map((row) => (
        <div key={row.id} className="tb-limit" data-testid={`area-limit-${row.kind}`}>
          <label>
            {t('tables.form.areaKind')}
            <select
              value={row.kind}
              onChange={(event) =>
                onChange(
                  rows.map((each) =>
                    each.id === row.id ? { ...each, kind: event.target.value } : each,
                  ),
                )
              }
            >
              {[row.kind, ...free].map((kind) => (
                <option key={kind} value={kind}>
                  {kindName(kind)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('tables.form.rowMinStake', { currency })}
            <input
              name={limitField(row.kind, 'minStake')}
              inputMode="decimal"
              required
              maxLength={30}
              defaultValue={row.minStake}
            />
          </label>
          <label>
            {t('tables.form.rowMaxStake', { currency })}
            <input
              name={limitField(row.kind, 'maxStake')}
              inputMode="decimal"
              required
              maxLength={30}
              defaultValue={row.maxStake}
            />
          </label>
          <button
            type="button"
            className="ops-button ops-button--ghost tb-limit__remove"
            aria-label={t('tables.form.removeLimitOf', { kind: kindName(row.kind) })}
            onClick={() => onChange(rows.filter((each) => each.id !== row.id))}
          >
            {t('tables.form.removeLimit')}
          </button>
        </div>
      ))}
      <div className="ops-actions">
        <button
          type="button"
          className="ops-button ops-button--ghost"
          disabled={free.length === 0}
          onClick={() => {
            const [kind] = free;
            if (kind === undefined) return;
            onChange([...rows, { id: nextId, kind, minStake: '', maxStake: '' }]);
            setNextId((id) => id + 1);
          }}
        >
          {t('tables.form.addLimit')}
        </button>
      </div>
    </fieldset>
  );
}
