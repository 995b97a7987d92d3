import type { PromotionDetail, PromotionEntry } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { formatAmount, formatDate } from '../../ui/format';
import { PrivateImages } from '../../ui/PrivateImages';
import { showToast } from '../../ui/toast';
import { useAuthModals } from '../account/AuthModals';
import { useMoneySubmission } from '../wallet/money-action';
import { ConfirmDialog, Money, MoneyFormError, useOpenMemberPage } from '../wallet/money-form';
import { useRefreshWallet } from '../wallet/wallet.api';
import { ApplyForm } from './ApplyForm';
import { promotionKeys, useClaimPromotion } from './promotions.api';
import { timesAmount } from './rule-text';

function Note({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className="promo-note" data-testid={testId}>
      {text}
    </p>
  );
}

/** What the member sent with an application: the remark and the images, seen by them alone. */
function ApplicationSent({ entry }: { entry: PromotionEntry }) {
  const { t } = useTranslation();
  return (
    <section className="promo-sent" data-testid="promotion-sent">
      <h3>{t('promo.yourApplication.title')}</h3>
      <p className="promo-sent__remark">{entry.remark || t('promo.yourApplication.noRemark')}</p>
      <PrivateImages
        count={entry.imageCount}
        pathOf={(n) => `/wps/promotions/applications/${entry.id}/images/${n}`}
        testId="promotion-sent-images"
        labels={{
          image: (index) => t('promo.yourApplication.image', { index }),
          open: (index) => t('promo.yourApplication.open', { index }),
          failed: (index) => t('promo.yourApplication.failed', { index }),
        }}
      />
    </section>
  );
}

/** Whether the promotion runs now (the server decides again on every action). */
function isRunning(detail: PromotionDetail): boolean {
  const now = Date.now();
  return (
    new Date(detail.startsAt).getTime() <= now &&
    (detail.endsAt === null || new Date(detail.endsAt).getTime() > now)
  );
}

/** Claim (an instant bonus) or the raffle's draw, after the member confirms what happens. */
function ClaimButton({ detail }: { detail: PromotionDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();
  const submission = useMoneySubmission();
  const claimPromotion = useClaimPromotion();
  const [isConfirming, setIsConfirming] = useState(false);
  const isRaffle = detail.kind === 'raffle';
  const { currency, turnoverMultiple } = detail.bonus;
  const bonus = detail.bonusNow;
  const turnover = bonus ? timesAmount(bonus, turnoverMultiple, currency) : null;
  async function claim() {
    const failure = await submission.run(async () => {
      const credit = await claimPromotion.mutateAsync({ promotionId: detail.id, isRaffle });
      const amount = `${formatAmount(credit.bonus)} ${credit.currency}`;
      showToast(t(isRaffle ? 'promo.raffle.done' : 'promo.claim.done', { amount }), 'success');
    });
    setIsConfirming(false);
    if (failure !== 'busy') {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
        refreshWallet(),
      ]);
    }
  }
  const label = isRaffle
    ? t('promo.raffle.button')
    : bonus
      ? t('promo.claim.button', { amount: `${formatAmount(bonus)} ${currency}` })
      : t('promo.claim.buttonPlain');
  return (
    <>
      <button
        type="button"
        className="button button--accent promo-action__button"
        onClick={() => setIsConfirming(true)}
        disabled={submission.isBusy}
        data-testid="promotion-claim"
      >
        {label}
      </button>
      <MoneyFormError text={submission.formError} code={submission.errorCode} />
      <ConfirmDialog
        isOpen={isConfirming}
        title={t(isRaffle ? 'promo.raffle.confirmTitle' : 'promo.claim.confirmTitle')}
        rows={
          bonus && turnover
            ? [
                {
                  label: t('promo.claim.bonus'),
                  value: <Money amount={bonus} currency={currency} />,
                },
                {
                  label: t('promo.claim.turnover'),
                  value: <Money amount={turnover} currency={currency} />,
                },
              ]
            : []
        }
        note={
          isRaffle
            ? t('promo.raffle.confirmNote')
            : t('promo.claim.confirmNote', {
                turnover: turnover ? `${formatAmount(turnover)} ${currency}` : '—',
              })
        }
        confirmLabel={t('promo.confirm')}
        isBusy={submission.isBusy}
        onConfirm={() => void claim()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}

/** What the member may do next, by their status (spec §4): a note, a form or a button. */
export function PromotionAction({ detail }: { detail: PromotionDetail }) {
  const { t, i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  const { openLogin } = useAuthModals();
  const openMemberPage = useOpenMemberPage();
  const { status, entry, bonus } = detail;
  const money = (value: string | null) =>
    value === null ? '—' : `${formatAmount(value)} ${bonus.currency}`;
  if (status === 'coming soon') {
    return (
      <Note
        text={t('promo.note.comingSoon', { date: formatDate(detail.startsAt, i18n.language) })}
      />
    );
  }
  if (!isLoggedIn) {
    if (status === 'close') return <Note text={t('promo.note.close')} />;
    return (
      <>
        <Note text={t('promo.loginHint')} />
        <button
          type="button"
          className="button button--primary promo-action__button"
          onClick={openLogin}
        >
          {t('promo.loginToJoin')}
        </button>
      </>
    );
  }
  const sent = detail.kind === 'apply' && entry ? <ApplicationSent entry={entry} /> : null;
  const bonusLink = (
    <button
      type="button"
      className="button button--ghost promo-action__button"
      onClick={() => openMemberPage('bonusDetails')}
    >
      {t('memberCentre.bonusDetails')}
    </button>
  );
  switch (status) {
    case 'close':
      return <Note text={t('promo.note.close')} />;
    case 'applying':
      return (
        <>
          <Note
            testId="promotion-applying"
            text={t('promo.note.applying', {
              date: formatDate(entry?.createdAt ?? detail.startsAt, i18n.language),
            })}
          />
          {sent}
        </>
      );
    case 'rejected':
      return (
        <>
          <Note text={t('promo.note.rejected', { reason: entry?.rejectReason ?? '' })} />
          {sent}
          {isRunning(detail) && detail.kind === 'apply' && (
            <>
              <Note text={t('promo.note.rejectedAgain')} />
              <ApplyForm promotionId={detail.id} />
            </>
          )}
        </>
      );
    case 'issued':
    case 'claimed':
    case 'joined':
      return (
        <>
          <Note
            testId="promotion-credited"
            text={t(`promo.note.${status}`, { amount: money(entry?.bonus ?? null) })}
          />
          {sent}
          {bonusLink}
        </>
      );
    case 'process':
      return <Note text={t('promo.note.process')} />;
    case 'join':
      if (detail.kind === 'apply') return <ApplyForm promotionId={detail.id} />;
      return (
        <>
          <Note text={t('promo.note.join', { min: money(bonus.depositMin) })} />
          <button
            type="button"
            className="button button--accent promo-action__button"
            onClick={() => openMemberPage('depositv2')}
          >
            {t('promo.deposit')}
          </button>
        </>
      );
    case 'claim':
      return <ClaimButton detail={detail} />;
  }
}
