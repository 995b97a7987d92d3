import type { DeskMerchant } from '@khela/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorNote, Skeleton } from './controls';
import { errorText } from './errors';

/** A platform operator's choice of the merchant a desk works on. */
export function MerchantPicker({
  merchants,
  value,
  onChange,
}: {
  merchants: UseQueryResult<DeskMerchant[]>;
  value: string | undefined;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="ops-panel ops-merchant-pick">
      <ErrorNote
        text={merchants.error ? errorText(merchants.error, t('common.loadFailed')) : null}
      />
      {merchants.isPending && <Skeleton rows={1} />}
      {merchants.data && (
        <label>
          {t('common.merchant')}
          <select value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
            {merchants.data.map((row) => (
              <option key={row.code} value={row.code}>
                {row.name} ({row.code})
              </option>
            ))}
          </select>
        </label>
      )}
    </section>
  );
}
