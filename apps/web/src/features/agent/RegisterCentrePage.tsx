import type { AgentInvitation } from '@khela/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toast';
import { LoadFailed } from '../wallet/LoadFailed';
import { useAgentInvitation } from './agent.api';
import './agent.css';
import './agent-centre.css';
import { DownlineForm } from './DownlineForm';

/** The side of the invitation's QR code, in CSS pixels: scannable from a phone held beside. */
const qrSizePx = 168;

/** A line of the invitation with a button that copies it. */
function CopyLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const copy = () => {
    void navigator.clipboard
      ?.writeText(value)
      .then(() => showToast(t('agent.invitation.copied'), 'success'))
      .catch(() => showToast(t('agent.invitation.copyFailed'), 'danger'));
  };
  return (
    <div className="invitation__line">
      <dt>{label}</dt>
      <dd>
        <code data-testid={testId} data-keep-digits>
          {value}
        </code>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={copy}
          aria-label={t('agent.invitation.copyWhat', { what: label })}
        >
          {t('agent.invitation.copy')}
        </button>
      </dd>
    </div>
  );
}

/**
 * The agent's code, its registration link and the link as a QR code to scan. The server names
 * the registration path; the link shared is on the address the agent uses the site on.
 */
function InvitationCard({ invitation }: { invitation: AgentInvitation }) {
  const { t } = useTranslation();
  const link = new URL(invitation.link, window.location.origin).href;
  return (
    <div className="invitation">
      <dl className="invitation__lines">
        <CopyLine label={t('agent.invitation.code')} value={invitation.code} testId="invite-code" />
        <CopyLine label={t('agent.invitation.link')} value={link} testId="invite-link" />
      </dl>
      <figure className="invitation__qr" data-testid="invite-qr">
        <QRCodeSVG value={link} size={qrSizePx} marginSize={2} title={t('agent.invitation.qr')} />
        <figcaption>{t('agent.invitation.qrText')}</figcaption>
      </figure>
    </div>
  );
}

/**
 * registerCenter (spec §2 Account): the agent opens an account for a player or a sub-agent, or
 * shares its invitation (code, link, QR) so people register into its team themselves.
 */
export function RegisterCentrePage() {
  const { t } = useTranslation();
  const invitation = useAgentInvitation();
  return (
    <div className="member-page register-centre" data-testid="ac-registerCenter">
      <section className="member-page__section" aria-labelledby="downline-form-title">
        <h3 id="downline-form-title">{t('agent.register.title')}</h3>
        <p className="agent-lead">{t('agent.register.lead')}</p>
        <DownlineForm />
      </section>
      <section
        className="member-page__section"
        aria-labelledby="invitation-title"
        aria-busy={!invitation.data}
      >
        <h3 id="invitation-title">{t('agent.invitation.title')}</h3>
        <p className="agent-lead">{t('agent.invitation.lead')}</p>
        {invitation.data ? (
          <InvitationCard invitation={invitation.data} />
        ) : invitation.isError ? (
          <LoadFailed onRetry={() => void invitation.refetch()} />
        ) : (
          <div className="invitation invitation--loading skeleton" aria-hidden="true" />
        )}
      </section>
    </div>
  );
}
