import { minimumBetChoices } from '@khela/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { hasFilters, type LobbyFilters as Filters } from './lobby-state';

/** Typing pauses this long before the list is asked for again. */
const searchDebounceMs = 350;
const gameNameLengthMax = 60;

/** The name of a classification in the player's language; unknown codes show as sent. */
export function useClassificationName() {
  const { t, i18n } = useTranslation();
  return (code: string) =>
    i18n.exists(`lobby.classify.${code}`) ? t(`lobby.classify.${code}`) : code;
}

/** Name search (debounced), game classification and minimum bet, with a reset. */
export function LobbyFilters({
  filters,
  classifications,
  onChange,
  onReset,
}: {
  filters: Filters;
  classifications: string[];
  onChange: (change: Partial<Filters>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const classificationName = useClassificationName();
  const [text, setText] = useState(filters.gameName);
  const [sentName, setSentName] = useState(filters.gameName);
  // A reset (or another change from outside) replaces what is typed.
  if (filters.gameName !== sentName) {
    setSentName(filters.gameName);
    setText(filters.gameName);
  }
  useEffect(() => {
    if (text.trim() === sentName.trim()) return;
    const timer = window.setTimeout(() => {
      setSentName(text);
      onChange({ gameName: text });
    }, searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [text, sentName, onChange]);

  return (
    <div className="lobby-filters" role="search" data-testid="lobby-filters">
      <label className="lobby-filters__search" htmlFor={`${id}-name`}>
        <Icon name="search" size={18} />
        <span className="visually-hidden">{t('lobby.searchLabel')}</span>
        <input
          id={`${id}-name`}
          type="search"
          value={text}
          maxLength={gameNameLengthMax}
          placeholder={t('lobby.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          enterKeyHint="search"
          autoComplete="off"
          data-testid="lobby-search"
        />
      </label>
      {classifications.length > 0 && (
        <label className="lobby-filters__select">
          <span className="lobby-filters__label">{t('lobby.classification')}</span>
          <select
            value={filters.gameClassify}
            onChange={(event) => onChange({ gameClassify: event.target.value })}
            data-testid="lobby-classification"
          >
            <option value="">{t('lobby.allClassifications')}</option>
            {classifications.map((code) => (
              <option key={code} value={code}>
                {classificationName(code)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="lobby-filters__select">
        <span className="lobby-filters__label">{t('lobby.minBet')}</span>
        <select
          value={filters.minBet}
          onChange={(event) => onChange({ minBet: event.target.value })}
          data-testid="lobby-min-bet"
        >
          {minimumBetChoices.map((choice) => (
            <option key={choice} value={choice}>
              {choice === ''
                ? t('lobby.anyBet')
                : t('lobby.upTo', { amount: formatAmount(choice) })}
            </option>
          ))}
        </select>
      </label>
      {hasFilters(filters) && (
        <button
          type="button"
          className="button button--small lobby-filters__reset"
          onClick={onReset}
        >
          {t('lobby.resetFilters')}
        </button>
      )}
    </div>
  );
}
