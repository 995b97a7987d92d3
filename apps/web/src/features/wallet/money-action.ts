import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { formatAmount } from '../../ui/format';
import { errorText, fieldErrorsOf } from '../account/form-helpers';
import type { AmountProblem } from './amount';

type Errors = Record<string, string | undefined>;

const amountParams = new Set(['min', 'max', 'limit']);

/**
 * The site's own text for a failed money call: our translation of its code when we have one
 * (each says what to do next), else the server's translated message.
 */
export function useMoneyErrorText() {
  const { t, i18n } = useTranslation();
  return (failure: unknown): string => {
    if (failure instanceof ApiError && i18n.exists(`errors.${failure.code}`)) {
      return t(`errors.${failure.code}`);
    }
    return errorText(failure, t);
  };
}

/** The server's field refusals in the site's words (amount bounds formatted as money). */
function useFieldErrorTexts() {
  const { t, i18n } = useTranslation();
  const withAmounts = (key: string, values: Record<string, number | string> = {}) =>
    t(
      key,
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          amountParams.has(name) && typeof value === 'string' ? formatAmount(value) : value,
        ]),
      ),
    );
  return (failure: unknown): Errors =>
    fieldErrorsOf(failure, withAmounts, (key) => i18n.exists(key));
}

/** The translated message of an amount problem found in the browser. */
export function useAmountProblemText() {
  const { t } = useTranslation();
  return (problem: AmountProblem | null): string | undefined => {
    if (!problem) return undefined;
    switch (problem.kind) {
      case 'invalid':
        return t('validation.amount');
      case 'decimals':
        return t('validation.amountDecimals', { places: problem.places });
      case 'range':
        return t('validation.amountRange', {
          min: formatAmount(problem.min),
          max: formatAmount(problem.max),
        });
      case 'over':
        return t('validation.amountOver', { limit: formatAmount(problem.limit) });
    }
  };
}

/**
 * One money action at a time (a second tap while one runs is ignored): busy while it runs; on
 * failure the field errors go to onFieldErrors and the form error names what to do next.
 * `errorCode` lets a form offer the way out (e.g. set a payment password).
 */
export function useMoneySubmission(onFieldErrors?: (errors: Errors) => void) {
  const errorTextOf = useMoneyErrorText();
  const fieldErrorsOf = useFieldErrorTexts();
  const isRunning = useRef(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<{ code: string; text: string } | null>(null);
  /** Runs the action; answers null when it went through, else the failure's code. */
  async function run(action: () => Promise<void>): Promise<string | null> {
    if (isRunning.current) return 'busy';
    isRunning.current = true;
    setIsBusy(true);
    setFailure(null);
    try {
      await action();
      return null;
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'network_error';
      onFieldErrors?.(fieldErrorsOf(error));
      setFailure({ code, text: errorTextOf(error) });
      return code;
    } finally {
      isRunning.current = false;
      setIsBusy(false);
    }
  }
  return {
    isBusy,
    formError: failure?.text ?? null,
    errorCode: failure?.code ?? null,
    clearError: () => setFailure(null),
    run,
  };
}
