import type { ReferralSummary } from '@khela/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { showToast } from '../../ui/toast';
import { referralLinkOf } from './referral.rules';

const ReferralQrCode = lazy(() => import('./ReferralQrCode'));

/** Copies a text, saying whether it worked (a page without clipboard access says so too). */
function useCopy() {
  const { t } = useTranslation();
  return (text: string) => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      showToast(t('referral.link.copyFailed'), 'danger');
      return;
    }
    void clipboard
      .writeText(text)
      .then(() => showToast(t('referral.link.copied'), 'success'))
      .catch(() => showToast(t('referral.link.copyFailed'), 'danger'));
  };
}

/** The personal link and code with copy (and share, where the phone offers it), and its QR. */
export function ReferralLink({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const link = referralLinkOf(window.location.origin, summary.registerPath);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = () => {
    void navigator.share({ text: t('referral.link.shareText'), url: link }).catch(() => undefined);
  };
  return (
    <section className="referral-link" aria-labelledby="referral-link-title">
      <div className="referral-link__text">
        <h3 id="referral-link-title" className="referral-link__title">
          {t('referral.link.title')}
        </h3>
        <p className="referral-link__lead">{t('referral.link.lead')}</p>
        <div className="referral-link__url" data-testid="referral-link">
          {link}
        </div>
        <div className="referral-link__code">
          <span>{t('referral.link.code')}</span>
          <strong data-testid="referral-code" data-keep-digits>
            {summary.code}
          </strong>
        </div>
        <div className="referral-link__actions">
          <button
            type="button"
            className="button button--accent"
            onClick={() => copy(link)}
            data-testid="referral-copy-link"
          >
            {t('referral.link.copyLink')}
          </button>
          <button type="button" className="button" onClick={() => copy(summary.code)}>
            {t('referral.link.copyCode')}
          </button>
          {canShare && (
            <button type="button" className="button" onClick={share}>
              <Icon name="upline" size={18} />
              {t('referral.link.share')}
            </button>
          )}
        </div>
      </div>
      <figure className="referral-link__qr" data-testid="referral-qr">
        <Suspense fallback={<div className="skeleton referral-link__qr-skeleton" />}>
          <ReferralQrCode value={link} title={t('referral.link.qr')} />
        </Suspense>
        <figcaption>{t('referral.link.qrHint')}</figcaption>
      </figure>
    </section>
  );
}
