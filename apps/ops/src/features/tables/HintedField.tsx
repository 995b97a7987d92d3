/** A text field of a table's settings (a percent, odds, an address), with its hint below it. */
export function HintedField({
  name,
  label,
  value,
  hint,
  isRequired = true,
  inputMode = 'decimal',
}: {
  name: string;
  label: string;
  value: string;
  hint: string;
  isRequired?: boolean;
  inputMode?: 'decimal' | 'url';
}) {
  return (
    <div className="tb-group__field">
      <label>
        {label}
        <input
          name={name}
          inputMode={inputMode}
          type={inputMode === 'url' ? 'url' : 'text'}
          required={isRequired}
          maxLength={inputMode === 'url' ? 500 : 14}
          autoComplete="off"
          spellCheck={false}
          defaultValue={value}
          aria-describedby={`${name}-hint`}
        />
      </label>
      <small id={`${name}-hint`} className="ops-hint">
        {hint}
      </small>
    </div>
  );
}
