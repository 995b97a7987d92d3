import { useTranslation } from 'react-i18next';
import { useTheme } from '../../theme/ThemeProvider';
import { Icon } from '../../ui/Icon';

/** Switches light and dark; the choice survives a reload. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'light' ? t('header.themeDark') : t('header.themeLight');
  return (
    <button
      type="button"
      className="header__icon-button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-theme-current={theme}
    >
      <Icon name={theme === 'light' ? 'moon' : 'sun'} />
    </button>
  );
}
