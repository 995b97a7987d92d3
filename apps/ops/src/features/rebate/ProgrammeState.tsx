import type { RebateSettings } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { missingSteps } from './rebate-form';

/** What each missing step asks, in the desk's words. */
const stepKeys = { toggle: 'stepToggle', save: 'stepSave' } as const;

/**
 * Where the programme stands: whether members see it (the REBATE flag, switched on the content
 * desk), whether its settings were saved and since when it runs, then whether members can claim
 * now or what is still missing.
 */
export function ProgrammeState({
  settings,
  canOpenContent,
}: {
  settings: RebateSettings;
  /** The operator may open the content desk, where the flag is switched. */
  canOpenContent: boolean;
}) {
  const { t, i18n } = useTranslation();
  const steps = missingSteps(settings);
  return (
    <>
      <dl className="rb-state" data-testid="rebate-state">
        <div className="rb-state__item">
          <dt>{t('rebateDesk.state.flag')}</dt>
          <dd>
            <span
              className={`ops-badge ops-badge--${settings.isToggledOn ? 'ok' : 'off'}`}
              data-testid="rebate-flag"
            >
              {t(`rebateDesk.state.${settings.isToggledOn ? 'on' : 'off'}`)}
            </span>
          </dd>
          <dd className="rb-state__note">
            {canOpenContent ? (
              <>
                {t('rebateDesk.state.flagHint')}{' '}
                <a className="ops-link" href="#content">
                  {t('rebateDesk.state.openContent')}
                </a>
              </>
            ) : (
              t('rebateDesk.state.flagHintOwners')
            )}
          </dd>
        </div>
        <div className="rb-state__item">
          <dt>{t('rebateDesk.state.settings')}</dt>
          <dd>
            <span
              className={`ops-badge ops-badge--${settings.isSaved ? 'ok' : 'pending'}`}
              data-testid="rebate-saved"
            >
              {t(`rebateDesk.state.${settings.isSaved ? 'saved' : 'notSaved'}`)}
            </span>
          </dd>
        </div>
        <div className="rb-state__item">
          <dt>{t('rebateDesk.state.started')}</dt>
          <dd data-testid="rebate-started">
            {settings.startedAt ? (
              <span className="ops-number">
                {formatDateTime(settings.startedAt, i18n.language)}
              </span>
            ) : (
              <span className="ops-muted">{t('rebateDesk.state.notStarted')}</span>
            )}
          </dd>
        </div>
      </dl>
      {steps.length === 0 ? (
        <p className="ops-notice ops-notice--success" data-testid="rebate-ready">
          {t('rebateDesk.state.ready')}
        </p>
      ) : (
        <div className="ops-notice rb-blocked" data-testid="rebate-blocked">
          <p>{t('rebateDesk.state.blocked')}</p>
          <ul>
            {steps.map((step) => (
              <li key={step}>{t(`rebateDesk.state.${stepKeys[step]}`)}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
