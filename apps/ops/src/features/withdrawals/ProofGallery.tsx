import { proofImagesMax } from '@khela/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateImageGallery } from '../../ui/PrivateImageGallery';
import { proofPath } from './withdrawals.api';

/** The player's proof images of a withdrawal (private: fetched with the operator's token). */
export function ProofGallery({ withdrawalId, count }: { withdrawalId: string; count: number }) {
  const { t } = useTranslation();
  const paths = useMemo(
    () =>
      Array.from({ length: Math.min(count, proofImagesMax) }, (_, at) =>
        proofPath(withdrawalId, at + 1),
      ),
    [withdrawalId, count],
  );
  return (
    <PrivateImageGallery
      paths={paths}
      labels={{
        image: (index) => t('withdrawals.proof', { index }),
        open: (index) => t('withdrawals.openProof', { index }),
        failed: (index) => t('withdrawals.proofFailed', { index }),
      }}
      viewerTestId="proof-viewer"
    />
  );
}
