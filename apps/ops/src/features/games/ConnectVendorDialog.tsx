import {
  catalogueGameTypes,
  connectVendorSchema,
  launchTemplateProblem,
  vendorLaunchModes,
  vendorWalletModes,
  type CatalogueGameType,
  type VendorConnected,
  type VendorLaunchMode,
  type VendorWalletMode,
} from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsApiError } from '../../api';
import { BusyButton, CancelButton, ErrorNote, Field } from '../../ui/controls';
import { Dialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import { CopyField } from './CopyField';
import { connectVendor, gameDeskKeys, type MerchantChoice } from './games.api';

/** What the form starts with: empty for a new vendor, the vendor's own for a new key. */
export interface ConnectDraft {
  vassalage: string;
  displayName: string;
  gameTypes: CatalogueGameType[];
  launchUrlTemplate: string;
  walletMode: VendorWalletMode;
  launchMode: VendorLaunchMode;
}

export const emptyConnectDraft: ConnectDraft = {
  vassalage: '',
  displayName: '',
  gameTypes: ['RNG'],
  launchUrlTemplate: '',
  walletMode: 'seamless',
  launchMode: 'frame',
};

type FieldName =
  | 'vassalage'
  | 'displayName'
  | 'gameTypes'
  | 'logoUrl'
  | 'walletMode'
  | 'vendorPublicKeyPem'
  | 'launchUrlTemplate'
  | 'launchMode';

/** The form's own checks, as the server makes them, worded per field. */
function checkDraft(values: Record<FieldName, unknown>): Partial<Record<FieldName, string>> {
  const problems: Partial<Record<FieldName, string>> = {};
  const parsed = connectVendorSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FieldName;
      problems[field] ??= `games.connect.problem.${field}`;
    }
  }
  const template = String(values.launchUrlTemplate ?? '').trim();
  const templateProblem = template ? launchTemplateProblem(template) : null;
  if (templateProblem)
    problems.launchUrlTemplate = `games.connect.problem.template_${templateProblem}`;
  return problems;
}

/** The reason a field was refused, named by the field's aria-describedby. */
function FieldProblem({ field, text }: { field: FieldName; text: string | null }) {
  if (!text) return null;
  return (
    <span id={`gd-${field}-problem`} className="ops-error">
      {text}
    </span>
  );
}

function Connected({ result }: { result: VendorConnected }) {
  const { t } = useTranslation();
  if (result.operatorPublicKeyPem === null || result.walletEndpoint === null) {
    // A transfer-wallet vendor never calls our wallet: there is nothing to hand over.
    return (
      <div className="ops-form" data-testid="vendor-connected">
        <p className="ops-notice ops-notice--success" role="status">
          {t('games.connect.transferDone', { vassalage: result.vassalage })}
        </p>
      </div>
    );
  }
  return (
    <div className="ops-form" data-testid="vendor-connected">
      <p className="ops-notice ops-notice--success" role="status">
        {t('games.connect.done', { vassalage: result.vassalage })}
      </p>
      <CopyField
        label={t('games.connect.ourKey')}
        value={result.operatorPublicKeyPem}
        rows={9}
        testId="our-public-key"
      />
      <CopyField
        label={t('games.connect.endpoint')}
        value={result.walletEndpoint}
        testId="wallet-endpoint"
      />
      <p className="ops-hint">{t('games.connect.endpointHint')}</p>
      <dl className="ops-fields">
        <Field label={t('games.connect.theirFingerprint')}>
          <code>{result.keyFingerprint ?? ''}</code>
        </Field>
      </dl>
    </div>
  );
}

/**
 * Connects a vendor (or gives a connected one a new key, launch address or launch mode). A
 * seamless vendor's public key and launch template go in, our public key and the wallet
 * endpoint come out, to copy to the vendor; a transfer-wallet vendor has only its launch
 * template. A vendor's wallet mode is chosen once.
 */
export function ConnectVendorDialog({
  merchant,
  draft,
  isRekey,
  onClose,
}: {
  merchant: MerchantChoice;
  draft: ConnectDraft;
  isRekey: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [gameTypes, setGameTypes] = useState<CatalogueGameType[]>(draft.gameTypes);
  const [walletMode, setWalletMode] = useState<VendorWalletMode>(draft.walletMode);
  const isSeamless = walletMode === 'seamless';
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const [serverFields, setServerFields] = useState<Partial<Record<FieldName, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<VendorConnected | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const logoUrl = String(data.get('logoUrl') ?? '').trim();
    const values = {
      vassalage: String(data.get('vassalage') ?? ''),
      displayName: String(data.get('displayName') ?? ''),
      gameTypes,
      logoUrl: logoUrl || undefined,
      walletMode,
      // A seamless vendor's key is required: an empty one is refused as missing.
      vendorPublicKeyPem: isSeamless ? String(data.get('vendorPublicKeyPem') ?? '') : undefined,
      launchUrlTemplate: String(data.get('launchUrlTemplate') ?? ''),
      launchMode: String(data.get('launchMode') ?? 'frame'),
    };
    const found = checkDraft(values);
    setProblems(found);
    setServerFields({});
    setError(null);
    const parsed = connectVendorSchema.safeParse(values);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    void run(async () => {
      try {
        setResult(await connectVendor(merchant, parsed.data));
        await queryClient.invalidateQueries({ queryKey: gameDeskKeys.vendors(merchant) });
      } catch (failure) {
        const fields = failure instanceof OpsApiError ? failure.fields : [];
        setServerFields(
          Object.fromEntries(fields.map((field) => [field.path.split('.')[0], field.message])),
        );
        setError(
          fields.length > 0 && failure instanceof OpsApiError
            ? failure.message
            : errorText(failure, t('common.failed')),
        );
      }
    });
  }

  const problemOf = (field: FieldName) =>
    serverFields[field] ?? (problems[field] ? t(problems[field]) : null);
  const describedBy = (field: FieldName) => (problemOf(field) ? `gd-${field}-problem` : undefined);

  return (
    <Dialog
      title={
        isRekey
          ? t('games.connect.rekeyTitle', { vassalage: draft.vassalage })
          : t('games.connect.title')
      }
      onClose={onClose}
      isLocked={isBusy}
      isWide
      testId="connect-vendor"
    >
      {result ? (
        <>
          <Connected result={result} />
          <div className="ops-form__buttons">
            <button type="button" className="ops-button" onClick={onClose}>
              {t('common.close')}
            </button>
          </div>
        </>
      ) : (
        <form className="ops-form gd-connect" noValidate onSubmit={submit}>
          <fieldset className="ops-choices ops-choices--inline" data-testid="wallet-mode">
            <legend>{t('games.connect.walletMode')}</legend>
            {vendorWalletModes.map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name="walletMode"
                  value={mode}
                  checked={walletMode === mode}
                  disabled={isRekey}
                  onChange={() => setWalletMode(mode)}
                />
                {t(`games.walletMode.${mode}`)}
              </label>
            ))}
          </fieldset>
          <p className="ops-hint">
            {isSeamless ? t('games.connect.intro') : t('games.connect.transferIntro')}
          </p>
          <div className="ops-form--grid">
            <label>
              {t('games.connect.vassalage')}
              <input
                name="vassalage"
                defaultValue={draft.vassalage}
                readOnly={isRekey}
                autoComplete="off"
                spellCheck={false}
                maxLength={32}
                placeholder={t('games.connect.vassalagePlaceholder')}
                aria-describedby={describedBy('vassalage')}
                className="gd-upper"
              />
              <FieldProblem field="vassalage" text={problemOf('vassalage')} />
            </label>
            <label>
              {t('games.connect.displayName')}
              <input
                name="displayName"
                defaultValue={draft.displayName}
                maxLength={60}
                autoComplete="off"
                aria-describedby={describedBy('displayName')}
              />
              <FieldProblem field="displayName" text={problemOf('displayName')} />
            </label>
            <label>
              {t('games.connect.logoUrl')}
              <input
                name="logoUrl"
                maxLength={500}
                autoComplete="off"
                placeholder={t('games.connect.logoPlaceholder')}
                aria-describedby={describedBy('logoUrl')}
              />
              <FieldProblem field="logoUrl" text={problemOf('logoUrl')} />
            </label>
          </div>
          <fieldset className="ops-choices ops-choices--inline gd-types">
            <legend>{t('games.connect.gameTypes')}</legend>
            {catalogueGameTypes.map((type) => (
              <label key={type}>
                <input
                  type="checkbox"
                  checked={gameTypes.includes(type)}
                  onChange={(event) =>
                    setGameTypes((current) =>
                      event.target.checked
                        ? [...current, type]
                        : current.filter((candidate) => candidate !== type),
                    )
                  }
                />
                {t(`games.type.${type}`)}
              </label>
            ))}
          </fieldset>
          <FieldProblem field="gameTypes" text={problemOf('gameTypes')} />
          {isSeamless && (
            <label>
              {t('games.connect.vendorKey')}
              <textarea
                name="vendorPublicKeyPem"
                rows={7}
                spellCheck={false}
                className="gd-mono"
                placeholder={t('games.connect.keyPlaceholder')}
                aria-describedby={describedBy('vendorPublicKeyPem')}
              />
              <FieldProblem field="vendorPublicKeyPem" text={problemOf('vendorPublicKeyPem')} />
            </label>
          )}
          <label>
            {t('games.connect.template')}
            <input
              name="launchUrlTemplate"
              defaultValue={draft.launchUrlTemplate}
              maxLength={500}
              spellCheck={false}
              autoComplete="off"
              className="gd-mono"
              placeholder={t('games.connect.templatePlaceholder')}
              aria-describedby={describedBy('launchUrlTemplate') ?? 'gd-template-hint'}
            />
            <span id="gd-template-hint" className="ops-hint">
              {t('games.connect.templateHint')}
            </span>
            <FieldProblem field="launchUrlTemplate" text={problemOf('launchUrlTemplate')} />
          </label>
          <label>
            {t('games.connect.launchMode')}
            <select name="launchMode" defaultValue={draft.launchMode} data-testid="launch-mode">
              {vendorLaunchModes.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`games.launchMode.${mode}`)}
                </option>
              ))}
            </select>
            <span className="ops-hint">{t('games.connect.launchModeHint')}</span>
          </label>
          <ErrorNote text={error} />
          <div className="ops-form__buttons">
            <CancelButton isBusy={isBusy} onClick={onClose} />
            <BusyButton type="submit" isBusy={isBusy}>
              {isRekey ? t('games.connect.rekeySubmit') : t('games.connect.submit')}
            </BusyButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
