import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from './controls';
import { errorText } from './errors';
import { useSingleFlight } from './single-flight';

/** A switch that flips one setting with a call, showing the failure next to it. */
export function Toggle({
  isOn,
  label,
  testId,
  onChange,
  isDisabled = false,
}: {
  isOn: boolean;
  label: string;
  testId?: string;
  onChange: (next: boolean) => Promise<unknown>;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="ops-toggle">
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-label={label}
        className={isOn ? 'ops-switch ops-switch--on' : 'ops-switch'}
        disabled={isBusy || isDisabled}
        aria-busy={isBusy}
        data-testid={testId}
        onClick={() => {
          setError(null);
          void run(async () => {
            try {
              await onChange(!isOn);
            } catch (failure) {
              setError(errorText(failure, t('common.failed')));
            }
          });
        }}
      >
        <span aria-hidden="true" />
      </button>
      <span className="ops-toggle__label">{label}</span>
      <ErrorNote text={error} />
    </span>
  );
}
