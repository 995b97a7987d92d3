import { normaliseMobile } from '@khela/contracts';
import { useCallback, useRef, type RefObject } from 'react';
import { ApiError } from '../../api/client';

type Translate = (key: string, values?: Record<string, number>) => string;

/** The server's field refusals, translated with the site's own messages and bounds. */
export function fieldErrorsOf(failure: unknown, t: Translate): Record<string, string> {
  if (!(failure instanceof ApiError)) return {};
  return Object.fromEntries(
    failure.fields.map((field) => [field.path, t(field.code, field.params ?? {})]),
  );
}

/**
 * Reads dialing code and mobile number from a form (for the 'get code' button and submit);
 * an invalid number reports its error through onInvalid and answers null.
 */
export function useMobileNumber(onInvalid: (isInvalid: boolean) => void): {
  formRef: RefObject<HTMLFormElement | null>;
  numberFromForm: () => { countryDialingCode: string; mobileNum: string } | null;
} {
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
    onInvalid(!mobileNum);
    return mobileNum ? { countryDialingCode, mobileNum } : null;
  }, [onInvalid]);
  return { formRef, numberFromForm };
}
