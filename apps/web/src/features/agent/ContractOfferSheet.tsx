import type {
  Contract,
  ContractKind,
  ContractOfferAnswer,
  DividendPeriod,
  MyContracts,
} from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toast';
import { FormError } from '../account/FormError';
import { useSubmission } from '../account/form-helpers';
import { draftOf, TermsEditor, termsOf, TermsView } from './contract-terms';
import { useOfferContract } from './contracts.api';

/**
 * The offer of a contract to a direct downline agent: terms started from its current contract
 * (or my own, or one of the operator's templates my own covers), my own terms beside them as the
 * ceiling, and — when accepting would end contracts below it — the list of them and a second,
 * explicit confirmation.
 */
export function ContractOfferSheet({
  kind,
  username,
  own,
  current,
  periods,
  templates,
  onClose,
}: {
  kind: ContractKind;
  username: string;
  own: Contract;
  current: Contract | null;
  periods: readonly DividendPeriod[];
  templates: MyContracts['templates'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(kind, current?.terms ?? own.terms));
  const [templateId, setTemplateId] = useState('');
  const [ending, setEnding] = useState<ContractOfferAnswer['endingDownlines']>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const offer = useOfferContract();
  const { isBusy, formError, run } = useSubmission(setFieldErrors);

  const send = (isEndingDownlines: boolean) =>
    run(async () => {
      const answer = await offer.mutateAsync({
        username,
        kind,
        terms: termsOf(kind, draft),
        ...(isEndingDownlines ? { isEndingDownlines } : {}),
      });
      if (answer.offered) {
        showToast(t('agent.contracts.offerSent', { username }));
        onClose();
        return;
      }
      setEnding(answer.endingDownlines);
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    void send(false);
  };
  const firstFieldError = Object.values(fieldErrors)[0];

  return (
    <Modal
      isOpen
      title={t('agent.contracts.offerTitle', { username })}
      onClose={onClose}
      testId="contract-offer-sheet"
      isCompact
    >
      <form className="login-form contract-offer" onSubmit={submit} noValidate>
        <details className="contract-offer__own">
          <summary>{t('agent.contracts.ownCeiling')}</summary>
          <TermsView kind={kind} terms={own.terms} />
        </details>
        {templates.length > 0 && (
          <label className="login-form__field">
            <span className="login-form__label">{t('agent.contracts.startFrom')}</span>
            <select
              value={templateId}
              data-testid="contract-offer-template"
              onChange={(event) => {
                const chosen = templates.find((one) => one.id === event.target.value);
                setTemplateId(event.target.value);
                setDraft(draftOf(kind, chosen?.terms ?? current?.terms ?? own.terms));
                setEnding([]);
              }}
            >
              <option value="">{t('agent.contracts.startFromCurrent')}</option>
              {templates.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <TermsEditor
          kind={kind}
          draft={draft}
          periods={periods}
          onChange={(next) => {
            setDraft(next);
            setEnding([]);
          }}
        />
        <FormError text={firstFieldError ?? formError} />
        {ending.length > 0 ? (
          <div className="contract-offer__warning" role="alert" data-testid="contract-ending">
            <p>{t('agent.contracts.endingWarning', { count: ending.length })}</p>
            <ul>
              {ending.map((item) => (
                <li key={item.contract.id}>{item.username}</li>
              ))}
            </ul>
            <button
              type="button"
              className="button button--accent"
              disabled={isBusy}
              data-testid="contract-ending-confirm"
              onClick={() => void send(true)}
            >
              {t('agent.contracts.endingConfirm')}
            </button>
          </div>
        ) : (
          <button
            type="submit"
            className="button button--primary contract-offer__send"
            disabled={isBusy}
            data-testid="contract-offer-send"
          >
            {t('agent.contracts.send')}
          </button>
        )}
      </form>
    </Modal>
  );
}
