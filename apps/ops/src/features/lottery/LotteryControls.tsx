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
