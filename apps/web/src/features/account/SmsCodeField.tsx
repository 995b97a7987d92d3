import { smsThrottleMs } from '@khela/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { formatDuration } from '../../ui/countdown';
import { useHumanCheck } from '../human-check/HumanCheck';
import { useSendSmsCode, type SmsCodePath } from './account.api';
import { errorText } from './form-helpers';
import { useSmsWait, waitAfterRefusal } from './sms-wait';

/**
 * The verification code input with its 'get code' button. The button first asks the form for
 * a valid number, then sends; it becomes a countdown of expiredMinutes × 60 seconds and comes
 * back at zero (spec §4). Clicks within a second of each other count once. When the server
 * refuses the send as too many requests, the button waits five minutes and says why (spec §8).
 * Both waits are kept for the tab, so the dialog closed and opened again still waits.
 */
export function SmsCodeField({
  path,
  numberOf,
  error,
  humanCheck,
}: {
  path: SmsCodePath;
  /** The request body for the current number, or null (with the form showing why) when invalid. */
  numberOf: () => Record<string, string> | null;
  error: string | undefined;
  /**
   * The human check before the code is sent: the merchant's (registration codes), or always
   * (sign-in codes, which the server guards whatever the merchant chose).
   */
  humanCheck?: 'merchant' | 'always';
}) {
  const { t } = useTranslation();
  const wait = useSmsWait(path);
  const { secondsLeft } = wait;
  const [sendError, setSendError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const lastClickMs = useRef(0);
  const checkHuman = useHumanCheck();
  const sendCode = useSendSmsCode();

  async function send() {
    const now = Date.now();
    if (now - lastClickMs.current < smsThrottleMs || secondsLeft > 0 || isSending) return;
    const number = numberOf();
    if (!number) return;
    const human = humanCheck ? await checkHuman({ isAlways: humanCheck === 'always' }) : {};
    if (!human) return;
    lastClickMs.current = Date.now();
    const body = { ...number, ...human };
    setIsSending(true);
    setSendError(null);
    try {
      const value = await sendCode.mutateAsync({ path, body });
      wait.start({ untilMs: Date.now() + value.expiredMinutes * 60_000, reason: 'resend' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'too_many_requests') {
        wait.start(waitAfterRefusal(Date.now(), failure.value));
      } else {
        setSendError(errorText(failure, t));
      }
    } finally {
      setIsSending(false);
    }
  }

  return (
    <div className="login-form__field">
      <span className="login-form__label">{t('sms.code')}</span>
      <div className="sms-code">
        <input
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          aria-invalid={error ? true : undefined}
        />
        <button
          type="button"
          className="button button--primary sms-code__send"
          onClick={() => void send()}
          disabled={secondsLeft > 0 || isSending}
          data-testid="sms-send"
        >
          {wait.reason === 'tooMany' ? (
            <span className="tabular">{formatDuration(secondsLeft)}</span>
          ) : secondsLeft > 0 ? (
            t('sms.resendIn', { seconds: secondsLeft })
          ) : (
            t('sms.getCode')
          )}
        </button>
      </div>
      {wait.reason === 'tooMany' && (
        <span className="login-form__error" data-testid="sms-too-many">
          {t('sms.tooMany', { time: formatDuration(secondsLeft) })}
        </span>
      )}
      {(error ?? sendError) && (
        <span className="login-form__error" data-testid="error-verificationCode">
          {error ?? sendError}
        </span>
      )}
    </div>
  );
}
