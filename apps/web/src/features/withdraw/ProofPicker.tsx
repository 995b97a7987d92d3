import { proofImageBytesMax, proofImagesMax } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { ImagePicker, usePickedImages, type PickedImage } from '../../ui/ImagePicker';

/** The chosen proofs; their thumbnails' object URLs are released when the receipt goes away. */
export const useProofs = usePickedImages;

/**
 * Proof images for a receipt: png or jpeg, 5 MB each, three at most, checked here before any
 * upload, each shown as a thumbnail that can be removed.
 */
export function ProofPicker({
  proofs,
  onChange,
  isRequired,
  error,
}: {
  proofs: PickedImage[];
  onChange: (proofs: PickedImage[]) => void;
  isRequired: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ImagePicker
      images={proofs}
      onChange={onChange}
      texts={{
        label: t(isRequired ? 'withdraw.proofRequired' : 'withdraw.proofOptional'),
        note: t('withdraw.proofRules', { max: proofImagesMax }),
        add: t('withdraw.proofAdd'),
        remove: (name) => t('withdraw.proofRemove', { name }),
        problem: (problem) => t(`withdraw.proofProblem.${problem}`, { max: proofImagesMax }),
      }}
      limits={{ bytesMax: proofImageBytesMax, imagesMax: proofImagesMax }}
      inputName="proof"
      previewSizePx={72}
      testIds={{ picker: 'proof-picker', input: 'proof-input' }}
    >
      {error && (
        <span className="login-form__error" data-testid="error-proof">
          {error}
        </span>
      )}
    </ImagePicker>
  );
}
