import { proofImagesMax } from '@khela/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { addProofImages, proofAccept, type ProofProblem } from './proof-images';

/** A chosen proof image and the object URL of its thumbnail. */
export interface Proof {
  file: File;
  url: string;
}

/**
 * The chosen proofs, whose thumbnails' object URLs are released when their owner goes away
 * (the picker itself may come and go while the choice stays).
 */
export function useProofs() {
  const [proofs, setProofs] = useState<Proof[]>([]);
  const kept = useRef(proofs);
  useEffect(() => {
    kept.current = proofs;
  }, [proofs]);
  useEffect(() => () => kept.current.forEach((proof) => URL.revokeObjectURL(proof.url)), []);
  return [proofs, setProofs] as const;
}

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
  proofs: Proof[];
  onChange: (proofs: Proof[]) => void;
  isRequired: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<ProofProblem[]>([]);

  function pick(list: FileList | null) {
    const current = proofs.map((proof) => proof.file);
    const result = addProofImages(current, Array.from(list ?? []));
    setProblems(result.problems);
    const added = result.files
      .slice(current.length)
      .map((file) => ({ file, url: URL.createObjectURL(file) }));
    onChange([...proofs, ...added]);
    // The same file may be picked again after it was removed.
    if (inputRef.current) inputRef.current.value = '';
  }

  function remove(removed: Proof) {
    URL.revokeObjectURL(removed.url);
    setProblems([]);
    onChange(proofs.filter((proof) => proof !== removed));
  }

  return (
    <div className="login-form__field proof-picker" data-testid="proof-picker">
      <span className="login-form__label">
        {t(isRequired ? 'withdraw.proofRequired' : 'withdraw.proofOptional')}
      </span>
      <span className="login-form__note">{t('withdraw.proofRules', { max: proofImagesMax })}</span>
      <div className="proof-picker__grid">
        {proofs.map((proof) => (
          <figure key={proof.url} className="proof-picker__item">
            <img src={proof.url} alt={proof.file.name} width={72} height={72} />
            <button
              type="button"
              className="proof-picker__remove"
              aria-label={t('withdraw.proofRemove', { name: proof.file.name })}
              onClick={() => remove(proof)}
            >
              <Icon name="close" size={14} />
            </button>
          </figure>
        ))}
        {proofs.length < proofImagesMax && (
          <button
            type="button"
            className="proof-picker__add"
            onClick={() => inputRef.current?.click()}
          >
            <Icon name="plus" size={22} />
            <span>{t('withdraw.proofAdd')}</span>
          </button>
        )}
      </div>
      <input
        ref={inputRef}
        hidden
        type="file"
        name="proof"
        accept={proofAccept}
        multiple
        onChange={(event) => pick(event.target.files)}
        data-testid="proof-input"
      />
      {problems.map((problem) => (
        <span key={problem} className="login-form__error" role="alert">
          {t(`withdraw.proofProblem.${problem}`, { max: proofImagesMax })}
        </span>
      ))}
      {error && (
        <span className="login-form__error" data-testid="error-proof">
          {error}
        </span>
      )}
    </div>
  );
}
