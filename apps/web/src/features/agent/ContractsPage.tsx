import type { Contract, ContractKind, MyContracts } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { showToast } from '../../ui/toast';
import { FormError } from '../account/FormError';
import { useSubmission } from '../account/form-helpers';
import { LoadFailed } from '../wallet/LoadFailed';
import { DecisionButtons, TermsView } from './contract-terms';
import { ContractOfferSheet } from './ContractOfferSheet';
import { useContractStep, useDownlineContracts, useMyContracts } from './contracts.api';
import { StatementList } from './StatementList';
import { ReportPager } from './report-parts';
import './contracts.css';

/** Each kind's page of the agent centre (spec §2). */
export const contractPageKeys: Record<ContractKind, string> = {
  dividend: 'agentDividendRecordCopy2',
  daily_salary: 'agentDailyWages2',
  hourly_salary: 'agentHourSalary',
  realtime_salary: 'agentRealtimeSalary',
};

/** Who gave a contract and since when. */
function ContractMeta({ contract }: { contract: Contract }) {
  const { t, i18n } = useTranslation();
  const since = contract.decidedAt ?? contract.offeredAt;
  return (
    <p className="contract-card__meta">
      {t('agent.contracts.from', {
        upline: contract.upline ?? t('agent.contracts.operator'),
      })}
      {' · '}
      {t(contract.status === 'offered' ? 'agent.contracts.offeredOn' : 'agent.contracts.since', {
        date: formatDate(since, i18n.language),
      })}
    </p>
  );
}

/** An offer or a termination request waiting for my answer. */
function Answer({ contract, question }: { contract: Contract; question: string }) {
  const { t } = useTranslation();
  const step = useContractStep();
  const { isBusy, formError, run } = useSubmission();
  const answer = (isAccepted: boolean) =>
    run(async () => {
      await step.mutateAsync({ id: contract.id, step: 'decision', isAccepted });
      showToast(t(isAccepted ? 'agent.contracts.accepted' : 'agent.contracts.rejected'));
    });
  return (
    <div className="contract-card__answer">
      <p>{question}</p>
      <FormError text={formError} />
      <DecisionButtons
        isBusy={isBusy}
        onDecide={(isAccepted) => void answer(isAccepted)}
        testId="contract"
      />
    </div>
  );
}

/** My contract of the kind, and an offer waiting for my answer. */
function MyContract({ kind, mine }: { kind: ContractKind; mine: MyContracts }) {
  const { t } = useTranslation();
  const { active, offered } = mine;
  return (
    <section className="member-page__section contract-card" data-testid="my-contract">
      <h3 className="contract-card__title">{t('agent.contracts.mine')}</h3>
      {active ? (
        <>
          <ContractMeta contract={active} />
          <TermsView kind={kind} terms={active.terms} />
          {active.isTerminationRequested && (
            <Answer contract={active} question={t('agent.contracts.terminationQuestion')} />
          )}
        </>
      ) : (
        <p className="contract-card__none">{t('agent.contracts.noneYet')}</p>
      )}
      {offered && (
        <div className="contract-card__offer" data-testid="contract-offer">
          <h4>{t(active ? 'agent.contracts.newOffered' : 'agent.contracts.offered')}</h4>
          <ContractMeta contract={offered} />
          <TermsView kind={kind} terms={offered.terms} />
          <Answer contract={offered} question={t('agent.contracts.offerQuestion')} />
        </div>
      )}
    </section>
  );
}

type DownlineRow = { username: string; active: Contract | null; offered: Contract | null };

/** One direct downline agent and what I can do with its contract. */
function DownlineContract({
  kind,
  row,
  canOffer,
  onOffer,
}: {
  kind: ContractKind;
  row: DownlineRow;
  canOffer: boolean;
  onOffer: (row: DownlineRow) => void;
}) {
  const { t } = useTranslation();
  const step = useContractStep();
  const { isBusy, formError, run } = useSubmission();
  const act = (id: string, action: 'withdraw' | 'termination', done: string) =>
    run(async () => {
      await step.mutateAsync({ id, step: action });
      showToast(t(done));
    });
  const { active, offered } = row;
  return (
    <li className="contract-downline" data-testid="downline-contract">
      <div className="contract-downline__head">
        <strong className="contract-downline__name">{row.username}</strong>
        <span className={`contract-status contract-status--${active ? 'active' : 'none'}`}>
          {t(active ? 'agent.contracts.statusActive' : 'agent.contracts.statusNone')}
        </span>
      </div>
      {active && <TermsView kind={kind} terms={active.terms} />}
      {active?.isTerminationRequested && (
        <p className="contract-downline__note">{t('agent.contracts.terminationAsked')}</p>
      )}
      {offered && (
        <div className="contract-downline__offer">
          <p className="contract-downline__note">{t('agent.contracts.offerWaiting')}</p>
          <TermsView kind={kind} terms={offered.terms} />
        </div>
      )}
      <FormError text={formError} />
      <div className="contract-card__actions">
        {canOffer && (
          <button
            type="button"
            className="button button--small button--primary"
            data-testid="contract-offer-open"
            onClick={() => onOffer(row)}
          >
            {t(active ? 'agent.contracts.newContract' : 'agent.contracts.offer')}
          </button>
        )}
        {offered && (
          <button
            type="button"
            className="button button--small"
            disabled={isBusy}
            onClick={() => void act(offered.id, 'withdraw', 'agent.contracts.withdrawn')}
          >
            {t('agent.contracts.withdraw')}
          </button>
        )}
        {active && !active.isTerminationRequested && (
          <button
            type="button"
            className="button button--small"
            disabled={isBusy}
            data-testid="contract-terminate"
            onClick={() => void act(active.id, 'termination', 'agent.contracts.terminationSent')}
          >
            {t('agent.contracts.terminate')}
          </button>
        )}
      </div>
    </li>
  );
}

/** My direct downline agents' contracts, with offers, new contracts and terminations. */
function DownlineContracts({ kind, mine }: { kind: ContractKind; mine: MyContracts }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [offerTo, setOfferTo] = useState<DownlineRow | null>(null);
  const list = useDownlineContracts(kind, page);
  const data = list.data;
  return (
    <section className="member-page__section contract-card" data-testid="downline-contracts">
      <h3 className="contract-card__title">{t('agent.contracts.downlines')}</h3>
      {!mine.active && <p className="contract-card__none">{t('agent.contracts.offerNeedsOwn')}</p>}
      {list.isError && !data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : !data ? (
        <PageSkeleton />
      ) : data.rows.length === 0 ? (
        <p className="contract-card__none" data-testid="downline-contracts-empty">
          {t('agent.contracts.noDownlines')}. {t('agent.contracts.noDownlinesText')}
        </p>
      ) : (
        <>
          <ul className="contract-downlines">
            {data.rows.map((row) => (
              <DownlineContract
                key={row.username}
                kind={kind}
                row={row}
                canOffer={mine.active !== null}
                onOffer={setOfferTo}
              />
            ))}
          </ul>
          <ReportPager page={page} totalPages={data.totalPages} onPage={setPage} />
        </>
      )}
      {offerTo && mine.active && (
        <ContractOfferSheet
          kind={kind}
          username={offerTo.username}
          own={mine.active}
          current={offerTo.offered ?? offerTo.active}
          periods={mine.bounds.periods}
          templates={mine.templates}
          onClose={() => setOfferTo(null)}
        />
      )}
    </section>
  );
}

/**
 * A contract page of the agent centre (agentDividendRecordCopy2, agentDailyWages2,
 * agentHourSalary, agentRealtimeSalary): my contract and any request waiting for me, my direct
 * downlines' contracts, and my statements per period.
 */
export function ContractsPage({ kind }: { kind: ContractKind }) {
  const mine = useMyContracts(kind);
  const data = mine.data;
  if (mine.isError && !data) return <LoadFailed onRetry={() => void mine.refetch()} />;
  if (!data) return <PageSkeleton />;
  return (
    <div className="contracts" data-testid={`ac-${contractPageKeys[kind]}`}>
      <MyContract kind={kind} mine={data} />
      <DownlineContracts kind={kind} mine={data} />
      <StatementList kind={kind} />
    </div>
  );
}
