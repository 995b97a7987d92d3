import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies text, falling back to the selected field where the clipboard API is missing. */
async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    return document.execCommand('copy');
  }
}

/** A read-only value (a key, an address) with a button that copies it for the operator. */
export function CopyField({
  label,
  value,
  rows = 1,
  testId,
}: {
  label: string;
  value: string;
  rows?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <div className="gd-copy">
      <label>
        {label}
        <textarea
          ref={fieldRef}
          className="gd-copy__value"
          value={value}
          rows={rows}
          readOnly
          spellCheck={false}
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <div className="ops-inline">
        <button
          type="button"
          className="ops-button ops-button--ghost"
          onClick={() =>
            void copyText(value, fieldRef.current).then((isCopied) =>
              setState(isCopied ? 'copied' : 'failed'),
            )
          }
        >
          {t('games.copy')}
        </button>
        <span className="ops-hint" role="status">
          {state === 'copied' ? t('games.copied') : state === 'failed' ? t('games.copyFailed') : ''}
        </span>
      </div>
    </div>
  );
}
