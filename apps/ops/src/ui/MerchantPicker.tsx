import type { DeskMerchant } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsRequest } from '../api';
import { ErrorNote, Skeleton } from './controls';
import { errorText } from './errors';

/** The merchants a platform operator may choose from (a merchant's operator: its own). */
function useDeskMerchants(isEnabled: boolean) {
  return useQuery({
    queryKey: ['deskMerchants'],
    queryFn: () => opsRequest<DeskMerchant[]>('GET', '/ops/api/merchants'),
    enabled: isEnabled,
  });
}

/**
 * The merchant a desk works on: undefined for a merchant's own operator (the server knows
 * it); a platform operator's choice, the first merchant until one is picked.
 */
export function useMerchantChoice(isPlatform: boolean) {
  const merchants = useDeskMerchants(isPlatform);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const merchant = isPlatform ? (chosen ?? merchants.data?.[0]?.code) : undefined;
  return { merchants, merchant, choose: setChosen };
}

/** A platform operator's choice of the merchant a desk works on. */
export function MerchantPicker({
  choice: { merchants, merchant: value, choose: onChange },
}: {
  choice: ReturnType<typeof useMerchantChoice>;
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
