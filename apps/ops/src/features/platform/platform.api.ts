import type {
  CreateMerchant,
  MerchantDomain,
  PlatformMerchant,
  UpdateMerchant,
} from '@khela/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { opsRequest } from '../../api';

const merchantKeys = { all: ['platform', 'merchants'] as const };

export function usePlatformMerchants() {
  return useQuery({
    queryKey: merchantKeys.all,
    queryFn: () => opsRequest<PlatformMerchant[]>('GET', '/ops/api/platform/merchants'),
  });
}

/** The desk's changes, each followed by a fresh list (and fresh merchant pickers elsewhere). */
export function usePlatformChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries();
  return {
    async create(input: CreateMerchant) {
      const created = await opsRequest<PlatformMerchant>(
        'POST',
        '/ops/api/platform/merchants',
        input,
      );
      await refresh();
      return created;
    },
    async update(code: string, change: UpdateMerchant) {
      const updated = await opsRequest<PlatformMerchant>(
        'PATCH',
        `/ops/api/platform/merchants/${encodeURIComponent(code)}`,
        change,
      );
      await refresh();
      return updated;
    },
  };
}

/** Domains typed one per line, as the server takes them for one kind of site. */
export function domainsFrom(text: string, device: 0 | 3): MerchantDomain[] {
  return text
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((domain) => ({ domain, device }));
}

/** A merchant's domains of one kind of site, one per line. */
export function domainsText(domains: MerchantDomain[], device: 0 | 3): string {
  return domains
    .filter((entry) => entry.device === device)
    .map((entry) => entry.domain)
    .join('\n');
}
