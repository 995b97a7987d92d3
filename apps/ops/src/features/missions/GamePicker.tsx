import { isLanguage } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { useDeskGames, useDeskVendors } from '../games/games.api';
import type { GroupProps } from './MissionFields';
import type { MerchantChoice } from './missions.api';

/** Suggestions of a vendor's games whose name or code starts like what was typed. */
function GameSuggestions({
  merchant,
  vendorCode,
  typed,
}: {
  merchant: MerchantChoice;
  vendorCode: string;
  typed: string;
}) {
  const { i18n } = useTranslation();
  const games = useDeskGames(merchant, vendorCode, typed.trim(), 1);
  const language = i18n.language;
  return (
    <datalist id="mission-game-codes">
      {(games.data?.games ?? []).map((game) => (
        <option key={game.id} value={game.code}>
          {(isLanguage(language) ? game.names[language] : undefined) ?? game.names.en}
        </option>
      ))}
    </datalist>
  );
}

/** The game's vendor: one of the merchant's, or typed where they cannot be listed. */
function VendorField({
  merchant,
  draft,
  isInvalid,
  update,
}: Pick<GroupProps, 'draft' | 'update'> & { merchant: MerchantChoice; isInvalid: boolean }) {
  const { t } = useTranslation();
  const vendors = useDeskVendors(merchant, true);
  const vendorCodes = [...new Set((vendors.data?.vendors ?? []).map((each) => each.vassalage))];
  // A mission's vendor no longer listed stays a choice, so opening it changes nothing.
  if (draft.vendorCode !== '' && !vendorCodes.includes(draft.vendorCode)) {
    vendorCodes.push(draft.vendorCode);
  }
  const nameOf = (code: string) =>
    vendors.data?.vendors.find((each) => each.vassalage === code)?.displayName ?? code;
  const invalid = isInvalid ? true : undefined;
  return (
    <div className="ms-field">
      <label htmlFor="mission-game-vendor">{t('missionsDesk.form.vendor')}</label>
      {vendors.isError ? (
        <input
          id="mission-game-vendor"
          name="game"
          value={draft.vendorCode}
          maxLength={32}
          autoComplete="off"
          aria-invalid={invalid}
          onChange={(event) => update({ vendorCode: event.target.value.toUpperCase() })}
        />
      ) : (
        <select
          id="mission-game-vendor"
          name="game"
          value={draft.vendorCode}
          aria-invalid={invalid}
          onChange={(event) => update({ vendorCode: event.target.value, gameCode: '' })}
          data-testid="mission-game-vendor"
        >
          <option value="">{t('missionsDesk.form.anyGame')}</option>
          {vendorCodes.map((code) => (
            <option key={code} value={code}>
              {nameOf(code) === code ? code : `${nameOf(code)} (${code})`}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

/**
 * The game a play mission counts rounds of: a vendor of the merchant's and one of its games
 * (found by name or code as it is typed), or none for rounds of any game. Where the vendors cannot
 * be listed, the vendor's code is typed.
 */
export function GamePicker({
  merchant,
  draft,
  refused,
  update,
}: GroupProps & { merchant: MerchantChoice }) {
  const { t } = useTranslation();
  const message = refused.game;
  const invalid = message ? true : undefined;
  const described = message ? 'mission-game-error mission-game-hint' : 'mission-game-hint';
  return (
    <fieldset className="ms-game" aria-describedby={described} data-testid="mission-game">
      <legend>{t('missionsDesk.form.game')}</legend>
      <div className="ms-game__fields">
        <VendorField
          merchant={merchant}
          draft={draft}
          isInvalid={message !== undefined}
          update={update}
        />
        <div className="ms-field">
          <label htmlFor="mission-game-code">{t('missionsDesk.form.gameCode')}</label>
          <input
            id="mission-game-code"
            value={draft.gameCode}
            maxLength={64}
            autoComplete="off"
            list={draft.vendorCode === '' ? undefined : 'mission-game-codes'}
            disabled={draft.vendorCode === '' && draft.gameCode === ''}
            aria-invalid={invalid}
            onChange={(event) => update({ gameCode: event.target.value })}
            data-testid="mission-game-code"
          />
          {draft.vendorCode !== '' && (
            <GameSuggestions
              merchant={merchant}
              vendorCode={draft.vendorCode}
              typed={draft.gameCode}
            />
          )}
        </div>
      </div>
      {message && (
        <span id="mission-game-error" className="ms-field__error" data-testid="mission-game-error">
          {message}
        </span>
      )}
      <span id="mission-game-hint" className="ms-field__hint">
        {t('missionsDesk.form.gameHint')}
      </span>
    </fieldset>
  );
}
