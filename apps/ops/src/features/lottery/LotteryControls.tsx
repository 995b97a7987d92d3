import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';

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
    <span className="ld-toggle">
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-label={label}
        className={isOn ? 'ld-switch ld-switch--on' : 'ld-switch'}
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
      <span className="ld-toggle__label">{label}</span>
      <ErrorNote text={error} />
    </span>
  );
}

/** One of a few values as chips (status, tag); pressing another one changes it at once. */
export function ChoiceChips<Value extends string>({
  value,
  choices,
  textOf,
  onChange,
  isBusy,
  isDisabled = false,
  label,
  testId,
}: {
  value: Value;
  choices: readonly Value[];
  textOf: (choice: Value) => string;
  onChange: (choice: Value) => void;
  isBusy: boolean;
  isDisabled?: boolean;
  /** Names the group for screen readers (which setting of which game). */
  label: string;
  testId?: string;
}) {
  return (
    <div className="ld-chips" role="group" aria-label={label} data-testid={testId}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={`ld-chip ld-chip--${choice}`}
          aria-pressed={choice === value}
          disabled={isBusy || isDisabled}
          onClick={() => {
            if (choice !== value) onChange(choice);
          }}
        >
          {textOf(choice)}
        </button>
      ))}
    </div>
  );
}
