import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { Icon } from '../../ui/Icon';
import { useSiteConfig } from '../system/system.api';

/** Each language is named in its own script, as users look for it. */
const languageNames: Record<string, string> = { bn: 'বাংলা', en: 'English', th: 'ไทย' };
/** Short enough for a phone's header, whole enough to read as the language's name. */
const shortNames: Record<string, string> = { bn: 'বাংলা', en: 'EN', th: 'ไทย' };

/** The language picker: the merchant's languages only. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  return (
    <label className="language-picker">
      <Icon name="globe" size={18} />
      <span className="visually-hidden">{t('header.language')}</span>
      <span className="language-picker__short" aria-hidden="true">
        {shortNames[i18n.language] ?? i18n.language}
      </span>
      <select
        data-testid="language-picker"
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value, info.languages)}
      >
        {info.languages.map((code) => (
          <option key={code} value={code}>
            {languageNames[code] ?? code}
          </option>
        ))}
      </select>
    </label>
  );
}
