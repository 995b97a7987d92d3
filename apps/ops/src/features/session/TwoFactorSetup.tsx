import type { TwoFactorSetup as Setup } from '@khela/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import { confirmTwoFactor, startTwoFactor } from './two-factor.api';

const qrSize = 184;

/** A base32 secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** Recovery codes shown once: to copy or download, and to confirm as kept. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const text = codes.join('\n');
  return (
    <div className="ops-recovery">
      <p>{t('twoFactor.recoveryIntro')}</p>
      <ol className="ops-recovery__codes" data-testid="ops-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="ops-actions">
        <button
          type="button"
          className="ops-button ops-button--ghost"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(text)
              .then(() => setIsCopied(true))
              .catch(() => setIsCopied(false))
          }
        >
          {isCopied ? t('twoFactor.copied') : t('twoFactor.copy')}
        </button>
        <a
          className="ops-button ops-button--ghost"
          download="recovery-codes.txt"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
        >
          {t('twoFactor.download')}
        </a>
      </div>
    </div>
  );
}

/** The secret to scan, or type, and the first code that turns it on. */
function ScanStep({
  setup,
  onConfirmed,
}: {
  setup: Setup;
  onConfirmed: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('code');
    const code = field instanceof HTMLInputElement ? field.value.replace(/\s/g, '') : '';
    if (!/^\d{6}$/.test(code)) {
      setError(t('twoFactor.codeRule'));
      return;
    }
    setError(null);
    void run(async () => {
      try {
        onConfirmed((await confirmTwoFactor(code)).recoveryCodes);
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  }

  return (
    <form className="ops-form ops-two-factor__scan" noValidate onSubmit={submit}>
      <ol className="ops-two-factor__steps">
        <li>{t('twoFactor.stepApp')}</li>
        <li>{t('twoFactor.stepScan')}</li>
      </ol>
      <div className="ops-two-factor__qr">
        <QRCodeSVG value={setup.uri} size={qrSize} marginSize={2} title={t('twoFactor.qrTitle')} />
        <p>
          {t('twoFactor.typeInstead')}
          <br />
          <code data-testid="ops-two-factor-secret">{grouped(setup.secret)}</code>
        </p>
      </div>
      <label>
        {t('twoFactor.stepCode')}
        <input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          data-testid="ops-two-factor-code"
        />
      </label>
      <ErrorNote text={error} />
      <div className="ops-form__buttons">
        <BusyButton isBusy={isBusy} type="submit">
          {t('twoFactor.confirm')}
        </BusyButton>
      </div>
    </form>
  );
}

/**
 * Setting an authenticator up: a secret to scan (QR) or type, the first code to confirm it,
 * then the recovery codes, shown once, before `onDone`.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [isKept, setIsKept] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (codes) {
    return (
      <div className="ops-form">
        <p className="ops-notice ops-notice--success" role="status">
          {t('twoFactor.enabled')}
        </p>
        <RecoveryCodeList codes={codes} />
        <label className="ops-check">
          <input
            type="checkbox"
            checked={isKept}
            onChange={(event) => setIsKept(event.target.checked)}
          />
          {t('twoFactor.kept')}
        </label>
        <div className="ops-form__buttons">
          <button type="button" className="ops-button" disabled={!isKept} onClick={onDone}>
            {t('twoFactor.continue')}
          </button>
        </div>
      </div>
    );
  }
  if (setup) return <ScanStep setup={setup} onConfirmed={setCodes} />;
  return (
    <div className="ops-form">
      <p>{t('twoFactor.intro')}</p>
      <ErrorNote text={error} />
      <div className="ops-form__buttons">
        <BusyButton
          isBusy={isBusy}
          onClick={() =>
            void run(async () => {
              try {
                setSetup(await startTwoFactor());
              } catch (failure) {
                setError(errorText(failure, t('common.failed')));
              }
            })
          }
        >
          {t('twoFactor.start')}
        </BusyButton>
      </div>
    </div>
  );
}
