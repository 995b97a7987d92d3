import { useTranslation } from 'react-i18next';
import { opsLanguages, setOpsLanguage } from '../i18n/i18n';

const languageNames: Record<string, string> = { bn: 'বাংলা', en: 'English', th: 'ไทย' };

/** The back office's language, each named in itself. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="ops-language">
      <span className="visually-hidden">{t('language')}</span>
      <select value={i18n.language} onChange={(event) => void setOpsLanguage(event.target.value)}>
        {opsLanguages.map((code) => (
          <option key={code} value={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
