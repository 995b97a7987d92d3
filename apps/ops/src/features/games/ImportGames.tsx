import { gameImportRowsMax, type FieldError, type GamesImported } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsApiError } from '../../api';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import { gameDeskKeys, importGames, type MerchantChoice } from './games.api';

/** A .json file larger than this is refused before it is read. */
const fileBytesMax = 8 * 1024 * 1024;
/** The server lists at most this many problems of one import. */
const listedProblemsMax = 200;

const example = `[
  {
    "code": "star-reels",
    "names": { "en": "Star Reels", "bn": "স্টার রিলস", "th": "สตาร์รีลส์" },
    "gameType": "RNG",
    "gameClassify": "SLOTS",
    "minBet": "0.20",
    "lines": 20,
    "imageUrl": "https://cdn.vendor.example/star-reels.png"
  }
]`;

/** The pasted text as a list of games (a bare list, or { "games": [...] }), or a problem key. */
function readList(text: string): { games: unknown[] } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'games.import.notJson' };
  }
  const games = Array.isArray(value) ? value : (value as { games?: unknown } | null)?.games;
  if (!Array.isArray(games)) return { problem: 'games.import.notList' };
  if (games.length === 0) return { problem: 'games.import.empty' };
  if (games.length > gameImportRowsMax) return { problem: 'games.import.tooMany' };
  return { games };
}

/** Row number, code and field of a refusal path such as games.12.names.en. */
function rowOf(field: FieldError) {
  const [, index, ...rest] = field.path.split('.');
  const row = Number(field.params?.row ?? Number(index) + 1);
  return { row, code: String(field.params?.code ?? ''), field: rest.join('.') };
}

function ProblemTable({ fields }: { fields: FieldError[] }) {
  const { t } = useTranslation();
  return (
    <div className="ops-table-wrap gd-problems">
      <table className="ops-table ops-table--stack" data-testid="import-problems">
        <thead>
          <tr>
            <th>{t('games.import.row')}</th>
            <th>{t('games.import.code')}</th>
            <th>{t('games.import.field')}</th>
            <th>{t('games.import.problem')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => {
            const where = rowOf(field);
            return (
              <tr key={`${field.path}:${index}`}>
                <td data-label={t('games.import.row')} className="ops-number">
                  {Number.isFinite(where.row) ? where.row : '—'}
                </td>
                <td data-label={t('games.import.code')}>
                  {where.code ? <code>{where.code}</code> : '—'}
                </td>
                <td data-label={t('games.import.field')}>
                  {where.field ? <code>{where.field}</code> : '—'}
                </td>
                <td data-label={t('games.import.problem')}>{field.message}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Imports a vendor's game list from pasted JSON or a .json file: all or nothing, with every
 * problem listed by row when the server refuses it.
 */
export function ImportGames({
  merchant,
  vassalage,
  gameTypes,
}: {
  merchant: MerchantChoice;
  vassalage: string;
  gameTypes: string[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [result, setResult] = useState<GamesImported | null>(null);

  function reset() {
    setError(null);
    setProblems([]);
    setResult(null);
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    reset();
    if (file.size > fileBytesMax) {
      setError(t('games.import.fileTooLarge'));
      return;
    }
    file.text().then(setText, () => setError(t('games.import.fileUnreadable')));
  }

  function send() {
    reset();
    const list = readList(text);
    if ('problem' in list) {
      setError(t(list.problem, { count: gameImportRowsMax }));
      return;
    }
    void run(async () => {
      try {
        setResult(await importGames(merchant, vassalage, list.games));
        await queryClient.invalidateQueries({ queryKey: gameDeskKeys.all });
      } catch (failure) {
        const fields = failure instanceof OpsApiError ? failure.fields : [];
        if (fields.some((field) => field.path.startsWith('games.'))) {
          setError(
            t('games.import.refused', {
              count: fields.length,
              more: fields.length >= listedProblemsMax ? t('games.import.firstOnly') : '',
            }),
          );
          setProblems(fields);
        } else {
          setError(errorText(failure, t('common.failed')));
        }
      }
    });
  }

  return (
    <section className="ops-subpanel" data-testid="import-games">
      <h3>{t('games.import.title')}</h3>
      <p className="ops-hint">
        {t('games.import.intro', { count: gameImportRowsMax, types: gameTypes.join(', ') })}
      </p>
      <details className="gd-example">
        <summary>{t('games.import.example')}</summary>
        <pre>
          <code>{example}</code>
        </pre>
      </details>
      <div className="ops-form">
        <label>
          {t('games.import.paste')}
          <textarea
            value={text}
            rows={8}
            spellCheck={false}
            className="gd-mono"
            onChange={(event) => {
              setText(event.target.value);
              setResult(null);
            }}
          />
        </label>
        <div className="ops-inline gd-import-actions">
          <label className="ops-button ops-button--ghost gd-file">
            {t('games.import.chooseFile')}
            <input type="file" accept=".json,application/json" onChange={chooseFile} />
          </label>
          <BusyButton isBusy={isBusy} disabled={!text.trim()} onClick={send}>
            {t('games.import.submit')}
          </BusyButton>
        </div>
      </div>
      <ErrorNote text={error} testId="import-error" />
      {problems.length > 0 && <ProblemTable fields={problems} />}
      {result && (
        <p className="ops-notice ops-notice--success" role="status" data-testid="import-result">
          {t('games.import.done', { inserted: result.inserted, updated: result.updated })}
        </p>
      )}
    </section>
  );
}
