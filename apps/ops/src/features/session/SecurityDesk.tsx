import { twoFactorRoles, type Operator } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote, Skeleton } from '../../ui/controls';
import { Dialog, PromptDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { TwoFactorSetup, RecoveryCodeList } from './TwoFactorSetup';
import {
  disableTwoFactor,
  renewRecoveryCodes,
  twoFactorKeys,
  useTwoFactorStatus,
} from './two-factor.api';

const codeLengthMax = 32;

/** Every operator's own sign-in: the authenticator, its recovery codes, turning it off. */
export function SecurityDesk({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [asking, setAsking] = useState<'renew' | 'disable' | null>(null);
  const [renewed, setRenewed] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status });
  const isMandatory = twoFactorRoles.includes(operator.role);

  async function withCode(action: () => Promise<unknown>): Promise<string | null> {
    try {
      await action();
      await refresh();
      return null;
    } catch (failure) {
      return errorText(failure, t('common.failed'));
    }
  }

  return (
    <section className="ops-panel" data-testid="ops-security">
      <h1>{t('twoFactor.title')}</h1>
      <ErrorNote text={status.error ? errorText(status.error, t('common.loadFailed')) : null} />
      {status.isPending && <Skeleton />}
      {status.data?.state === 'enabled' && (
        <div className="ops-form">
          <p className="ops-notice ops-notice--success">{t('twoFactor.isOn')}</p>
          <p>{t('twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}</p>
          <p className="ops-hint">
            {isMandatory ? t('twoFactor.mandatoryHint') : t('twoFactor.optionalHint')}
          </p>
          <div className="ops-actions">
            <button type="button" className="ops-button" onClick={() => setAsking('renew')}>
              {t('twoFactor.renew')}
            </button>
            {!isMandatory && (
              <button
                type="button"
                className="ops-button ops-button--danger"
                onClick={() => setAsking('disable')}
              >
                {t('twoFactor.disable')}
              </button>
            )}
          </div>
        </div>
      )}
      {status.data && status.data.state !== 'enabled' && (
        <TwoFactorSetup onDone={() => void refresh()} />
      )}
      {asking && (
        <PromptDialog
          title={asking === 'renew' ? t('twoFactor.renew') : t('twoFactor.disable')}
          summary={<p>{t('twoFactor.codePrompt')}</p>}
          label={t('login.code')}
          submitLabel={asking === 'renew' ? t('twoFactor.renew') : t('twoFactor.disable')}
          isDanger={asking === 'disable'}
          maxLength={codeLengthMax}
          field="line"
          onClose={() => setAsking(null)}
          onSubmit={(code) =>
            withCode(async () => {
              if (asking === 'disable') await disableTwoFactor(code);
              else setRenewed((await renewRecoveryCodes(code)).recoveryCodes);
            })
          }
        />
      )}
      {renewed && (
        <Dialog title={t('twoFactor.newCodes')} onClose={() => setRenewed(null)}>
          <RecoveryCodeList codes={renewed} />
        </Dialog>
      )}
    </section>
  );
}
