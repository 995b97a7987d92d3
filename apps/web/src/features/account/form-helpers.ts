import { normaliseMobile } from '@khela/contracts';
import {
  useCallback,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';

type Translate = (key: string, values?: Record<string, number | string>) => string;

/**
 * The server's field refusals, in the site's own words and bounds where it has them; a code
 * the site has no text for keeps the server's translated message (never a raw key).
 */
export function fieldErrorsOf(
  failure: unknown,
  t: Translate,
  hasText: (key: string) => boolean,
): Record<string, string> {
  if (!(failure instanceof ApiError)) return {};
  return Object.fromEntries(
    failure.fields.map((field) => [
      field.path,
      hasText(field.code) ? t(field.code, field.params ?? {}) : field.message,
    ]),
  );
}

/**
 * Reads dialing code and mobile number from a form (for the 'get code' button and submit);
 * an invalid number sets the form's mobileNum error and answers null.
 */
export function useMobileNumber<E extends { mobileNum?: string }>(
  setErrors: Dispatch<SetStateAction<E>>,
): {
  formRef: RefObject<HTMLFormElement | null>;
  numberFromForm: () => { countryDialingCode: string; mobileNum: string } | null;
} {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const numberFromForm = useCallback(() => {
    const form = formRef.current;
    if (!form) return null;
    const data = new FormData(form);
    const countryDialingCode = String(data.get('countryDialingCode') ?? '');
    const mobileNum = normaliseMobile(
      countryDialingCode,
      String(data.get('mobileNum') ?? '').trim(),
    );
    setErrors((current) => ({
      ...current,
      mobileNum: mobileNum ? undefined : t('sms.mobileInvalid'),
    }));
    return mobileNum ? { countryDialingCode, mobileNum } : null;
  }, [setErrors, t]);
  return { formRef, numberFromForm };
}

/** The message for a failed call: the server's, or ours when it could not be reached. */
export function errorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof ApiError && error.code === 'secure_connection_required')
    return t('login.secureRequired');
  return t('errors.network');
}

/**
 * One submission at a time: busy while it runs; on failure the server's field errors go to
 * onFieldErrors and its message becomes the form's error.
 */
export function useSubmission(onFieldErrors?: (errors: Record<string, string>) => void) {
  const { t, i18n } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  async function run(action: () => Promise<void>) {
    setIsBusy(true);
    setFormError(null);
    try {
      await action();
    } catch (failure) {
      onFieldErrors?.(fieldErrorsOf(failure, t, (key) => i18n.exists(key)));
      setFormError(errorText(failure, t));
    } finally {
      setIsBusy(false);
    }
  }
  return { isBusy, formError, run };
}
