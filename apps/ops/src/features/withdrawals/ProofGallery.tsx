import { proofImagesMax } from '@khela/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsBlob } from '../../api';
import { Dialog } from '../../ui/Dialog';
import { proofPath } from './withdrawals.api';

/** One proof: its object URL once loaded, or null when it could not be fetched. */
type LoadedProof = { index: number; url: string | null };

/**
 * The player's proof images. They sit behind the operator token, so each is fetched with
 * the Authorization header as a blob and shown through an object URL, released on unmount.
 */
export function ProofGallery({ withdrawalId, count }: { withdrawalId: string; count: number }) {
  const { t } = useTranslation();
  const [proofs, setProofs] = useState<LoadedProof[] | null>(null);
  const [opened, setOpened] = useState<LoadedProof | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const urls: string[] = [];
    const indexes = Array.from({ length: Math.min(count, proofImagesMax) }, (_, at) => at + 1);
    void Promise.all(
      indexes.map(async (index): Promise<LoadedProof> => {
        try {
          const blob = await opsBlob(proofPath(withdrawalId, index), controller.signal);
          const url = URL.createObjectURL(blob);
          if (controller.signal.aborted) URL.revokeObjectURL(url);
          else urls.push(url);
          return { index, url };
        } catch {
          return { index, url: null };
        }
      }),
    ).then((loaded) => {
      if (!controller.signal.aborted) setProofs(loaded);
    });
    return () => {
      controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [withdrawalId, count]);

  if (count === 0) return null;
  return (
    <div className="ops-proofs">
      {(proofs ?? []).map((proof) =>
        proof.url ? (
          <button
            key={proof.index}
            type="button"
            className="ops-proofs__thumb"
            onClick={() => setOpened(proof)}
            aria-label={t('withdrawals.openProof', { index: proof.index })}
          >
            <img src={proof.url} alt={t('withdrawals.proof', { index: proof.index })} />
          </button>
        ) : (
          <span key={proof.index} className="ops-proofs__missing">
            {t('withdrawals.proofFailed', { index: proof.index })}
          </span>
        ),
      )}
      {proofs === null &&
        Array.from({ length: Math.min(count, proofImagesMax) }, (_, at) => (
          <span key={at} className="ops-proofs__thumb ops-proofs__thumb--loading" />
        ))}
      {opened?.url && (
        <Dialog
          title={t('withdrawals.proof', { index: opened.index })}
          onClose={() => setOpened(null)}
          isWide
          testId="proof-viewer"
        >
          <img
            className="ops-proofs__large"
            src={opened.url}
            alt={t('withdrawals.proof', { index: opened.index })}
          />
        </Dialog>
      )}
    </div>
  );
}
