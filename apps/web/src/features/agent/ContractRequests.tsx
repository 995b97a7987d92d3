import type { ContractKind, ContractRequest } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureBundle } from '../../i18n/feature-bundle';
import { pageBundles } from '../../i18n/pages';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toast';
import { FormError } from '../account/FormError';
import { useSubmission } from '../account/form-helpers';
import { DecisionButtons, TermsView } from './contract-terms';
import { useAnswerRequest, useContractRequests } from './contracts.api';
import './contracts.css';

/** The consolidated funds' field of each kind's request. */
const requestFields = {
  dividend: 'divtypereq',
  daily_salary: 'dailysalreqtype',
  hourly_salary: 'contracthoursalreq',
  realtime_salary: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, string>;

/**
 * The contract requests waiting for an agent, shown once signed in (spec §4, §7 Home): a new
 * contract its upline offers, or its upline's request to end one, answered here or later in the
 * agent centre ("Later" hides it until the next visit).
 */
export function ContractRequests() {
  const { t } = useTranslation();
  const funds = useContractRequests().data;
  const [laterIds, setLaterIds] = useState<string[]>([]);
  const waiting = funds
    ? (Object.keys(requestFields) as ContractKind[]).flatMap((kind) => {
        const request: ContractRequest | null = funds[requestFields[kind]];
        return request && !laterIds.includes(request.contract.id) ? [{ kind, request }] : [];
      })
    : [];
  const first = waiting[0];
  const hasTexts = useFeatureBundle('pages', pageBundles, first !== undefined);
  const answer = useAnswerRequest();
  const { isBusy, formError, run } = useSubmission();
  if (!first || !hasTexts) return null;
  const { kind, request } = first;
  const { contract } = request;
  const later = () => setLaterIds((ids) => [...ids, contract.id]);
  const decide = (isAccepted: boolean) =>
    run(async () => {
      await answer.mutateAsync({ kind, contractId: contract.id, isAccepted });
      showToast(t(isAccepted ? 'agent.contracts.accepted' : 'agent.contracts.rejected'));
    });
  const upline = contract.upline ?? t('agent.contracts.operator');
  return (
    <Modal
      isOpen
      title={t(`agent.contracts.request.${request.type}Title`)}
      onClose={later}
      testId="contract-request"
    >
      <p className="contract-request__lead">
        {t(`agent.contracts.request.${request.type}`, {
          upline,
          kind: t(`agent.contracts.kinds.${kind}`),
        })}
      </p>
      <TermsView kind={kind} terms={contract.terms} />
      <FormError text={formError} />
      <div className="contract-request__actions">
        <DecisionButtons
          isBusy={isBusy}
          onDecide={(isAccepted) => void decide(isAccepted)}
          testId="contract-request"
        >
          <button type="button" className="button button--ghost" onClick={later}>
            {t('agent.contracts.later')}
          </button>
        </DecisionButtons>
      </div>
    </Modal>
  );
}
