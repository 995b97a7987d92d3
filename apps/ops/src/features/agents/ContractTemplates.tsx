import { contractKinds, type ContractKind, type ContractTemplate } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote, Skeleton } from '../../ui/controls';
import { ConfirmDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { FormDialog } from '../../ui/FormDialog';
import type { MerchantChoice } from './agents.api';
import {
  contractKeys,
  deleteContractTemplate,
  saveContractTemplate,
  useContractTemplates,
} from './contracts.api';
import { TermsFields, termsFrom, termsText } from './TermsFields';

/** A template made or changed: its name, kind, terms and whether agents may start from it. */
function TemplateDialog({
  merchant,
  template,
  onClose,
}: {
  merchant: MerchantChoice;
  /** Null: a new template. */
  template: ContractTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ContractKind>(template?.kind ?? 'daily_salary');
  const send = async (form: FormData) => {
    await saveContractTemplate(merchant, template?.id ?? null, {
      kind,
      name: String(form.get('name') ?? '').trim(),
      terms: termsFrom(kind, form),
      isOfferedToAgents: form.get('isOfferedToAgents') === 'on',
    });
    await queryClient.invalidateQueries({ queryKey: contractKeys.templates(merchant) });
  };
  return (
    <FormDialog
      title={template ? t('contracts.templates.editTitle') : t('contracts.templates.newTitle')}
      testId="contract-template-dialog"
      submitLabel={t('contracts.save')}
      onSend={send}
      onClose={onClose}
    >
      <label>
        {t('contracts.templates.name')}
        <input name="name" maxLength={60} required defaultValue={template?.name ?? ''} />
      </label>
      <label>
        {t('contracts.kind')}
        <select
          value={kind}
          disabled={template !== null}
          onChange={(event) => setKind(event.target.value as ContractKind)}
        >
          {contractKinds.map((one) => (
            <option key={one} value={one}>
              {t(`contracts.kinds.${one}`)}
            </option>
          ))}
        </select>
      </label>
      <TermsFields
        key={kind}
        kind={kind}
        {...(template && template.kind === kind ? { terms: template.terms } : {})}
        testId="contract-template"
      />
      <label className="ops-check ops-wide">
        <input
          type="checkbox"
          name="isOfferedToAgents"
          defaultChecked={template?.isOfferedToAgents ?? true}
        />
        {t('contracts.templates.isOfferedToAgents')}
      </label>
    </FormDialog>
  );
}

/**
 * The merchant's contract templates: named terms per kind, to set a top agent's contract from
 * and — when offered to agents — for uplines to start an offer from (those their own covers).
 */
export function ContractTemplates({
  merchant,
  canEdit,
}: {
  merchant: MerchantChoice;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useContractTemplates(merchant);
  const [editing, setEditing] = useState<ContractTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContractTemplate | null>(null);
  const rows = list.data?.rows;
  return (
    <section className="ops-panel" data-testid="contract-templates">
      <div className="ops-section-head">
        <h2>{t('contracts.templates.title')}</h2>
        {canEdit && (
          <button
            type="button"
            className="ops-button"
            data-testid="contract-template-new"
            onClick={() => setEditing('new')}
          >
            {t('contracts.templates.add')}
          </button>
        )}
      </div>
      <p className="ops-hint">{t('contracts.templates.hint')}</p>
      <ErrorNote text={list.error ? errorText(list.error, t('common.loadFailed')) : null} />
      {list.isPending && <Skeleton rows={2} />}
      {rows && rows.length === 0 && <p className="ops-empty">{t('contracts.templates.empty')}</p>}
      {rows && rows.length > 0 && (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--stack">
            <thead>
              <tr>
                <th>{t('contracts.templates.name')}</th>
                <th>{t('contracts.kind')}</th>
                <th>{t('contracts.terms')}</th>
                <th>{t('contracts.templates.agents')}</th>
                <th>
                  <span className="visually-hidden">{t('contracts.templates.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid={`contract-template-${row.name}`}>
                  <td data-label={t('contracts.templates.name')}>{row.name}</td>
                  <td data-label={t('contracts.kind')}>{t(`contracts.kinds.${row.kind}`)}</td>
                  <td data-label={t('contracts.terms')}>{termsText(row, t)}</td>
                  <td data-label={t('contracts.templates.agents')}>
                    {row.isOfferedToAgents
                      ? t('contracts.templates.offered')
                      : t('contracts.templates.deskOnly')}
                  </td>
                  <td>
                    {canEdit && (
                      <div className="ops-actions">
                        <button type="button" className="ops-link" onClick={() => setEditing(row)}>
                          {t('contracts.templates.edit')}
                        </button>
                        <button type="button" className="ops-link" onClick={() => setDeleting(row)}>
                          {t('contracts.templates.delete')}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <TemplateDialog
          merchant={merchant}
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('contracts.templates.deleteTitle')}
          summary={<p>{t('contracts.templates.deleteSummary', { name: deleting.name })}</p>}
          confirmLabel={t('contracts.templates.delete')}
          isDanger
          testId="contract-template-delete"
          onConfirm={async () => {
            await deleteContractTemplate(merchant, deleting.id);
            await queryClient.invalidateQueries({ queryKey: contractKeys.templates(merchant) });
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
