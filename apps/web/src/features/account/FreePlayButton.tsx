import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { useSiteConfig } from '../system/system.api';
import { useFreePlayLogin } from './account.api';
import { errorText } from './form-helpers';

/**
 * Free play (spec §4): a trial account with play money, signed in at once, then home. Shown
 * only when the merchant offers it.
 */
export function FreePlayButton() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const freePlay = useFreePlayLogin();
  if (info.whitelabel.FREEPLAY !== true) return null;

  async function start() {
    setIsBusy(true);
    setError(null);
    try {
      signIn(await freePlay.mutateAsync());
      void navigate('/');
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="free-play">
      <button
        type="button"
        className="button button--ghost free-play__button"
        onClick={() => void start()}
        disabled={isBusy}
        data-testid="free-play"
      >
        {t('login.freePlay')}
      </button>
      <p className="free-play__text">{t('login.freePlayText')}</p>
      {error && (
        <p className="login-form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
