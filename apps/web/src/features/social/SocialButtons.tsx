import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../ui/Icon';
import { useSiteConfig } from '../system/system.api';
import { socialStartUrl, useSocialProviders } from './social.api';
import './social.css';

/**
 * The social sign-in block (spec §2): one button per configured provider, when the merchant
 * turns social sign-in on; never on the agent page. A failed return shows why.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const { pathname, hash } = useLocation();
  const isOffered = info.whitelabel.SOCIALLOGIN === true && pathname !== '/agentHome';
  const { data: providers = [] } = useSocialProviders();
  if (!isOffered || providers.length === 0) return null;
  const failure = /^#socialError=([a-z_]+)$/.exec(hash)?.[1];
  return (
    <div className="social-sign-in" data-testid="social-sign-in">
      <p className="social-sign-in__divider">
        <span>{t('social.or')}</span>
      </p>
      <div className="social-sign-in__buttons">
        {providers.map((provider) => (
          <a
            key={provider.key}
            className="button button--ghost social-sign-in__button"
            href={socialStartUrl(provider.key, '/')}
            data-testid={`social-${provider.key}`}
          >
            <Icon name="user" size={18} />
            {t('social.continueWith', { name: provider.name })}
          </a>
        ))}
      </div>
      {failure && (
        <p className="login-form__error" role="alert" data-testid="social-error">
          {failure === 'social_login_cancelled' ? t('social.cancelled') : t('social.failed')}
        </p>
      )}
    </div>
  );
}
