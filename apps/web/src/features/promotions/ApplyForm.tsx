import { promotionImagesMax, promotionRemarkMax } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPostForm } from '../../api/client';
import { Icon } from '../../ui/Icon';
import { showToast } from '../../ui/toast';
import { useMoneySubmission } from '../wallet/money-action';
import { MoneyFormError } from '../wallet/money-form';
import { addImages, imageAccept, type ImageProblem } from './image-files';
import { promotionKeys } from './promotions.api';

/** A chosen image and the object URL of its preview. */
interface Picked {
  file: File;
  url: string;
}

/** The chosen images; their previews' object URLs are released when the form goes away. */
function usePicked() {
  const [picked, setPicked] = useState<Picked[]>([]);
  const kept = useRef(picked);
  useEffect(() => {
    kept.current = picked;
  }, [picked]);
  useEffect(() => () => kept.current.forEach((image) => URL.revokeObjectURL(image.url)), []);
  return [picked, setPicked] as const;
}

/** Images for an application, checked here before any upload, each with a removable preview. */
function ImagePicker({
  picked,
  onChange,
}: {
  picked: Picked[];
  onChange: (picked: Picked[]) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<ImageProblem[]>([]);
  function pick(list: FileList | null) {
    const current = picked.map((image) => image.file);
    const result = addImages(current, Array.from(list ?? []));
    setProblems(result.problems);
    const added = result.files
      .slice(current.length)
      .map((file) => ({ file, url: URL.createObjectURL(file) }));
    onChange([...picked, ...added]);
    // The same file may be picked again after it was removed.
    if (inputRef.current) inputRef.current.value = '';
  }
  function remove(removed: Picked) {
    URL.revokeObjectURL(removed.url);
    setProblems([]);
    onChange(picked.filter((image) => image !== removed));
  }
  return (
    <div className="login-form__field promo-images" data-testid="promotion-images">
      <span className="login-form__label">{t('promo.apply.images')}</span>
      <span className="login-form__note">
        {t('promo.apply.imagesRules', { max: promotionImagesMax })}
      </span>
      <div className="promo-images__grid">
        {picked.map((image) => (
          <figure key={image.url} className="promo-images__item">
            <img src={image.url} alt={image.file.name} width={80} height={80} />
            <button
              type="button"
              className="promo-images__remove"
              aria-label={t('promo.apply.removeImage', { name: image.file.name })}
              onClick={() => remove(image)}
            >
              <Icon name="close" size={14} />
            </button>
          </figure>
        ))}
        {picked.length < promotionImagesMax && (
          <button
            type="button"
            className="promo-images__add"
            onClick={() => inputRef.current?.click()}
          >
            <Icon name="plus" size={22} />
            <span>{t('promo.apply.addImage')}</span>
          </button>
        )}
      </div>
      <input
        ref={inputRef}
        hidden
        type="file"
        name="image"
        accept={imageAccept}
        multiple
        onChange={(event) => pick(event.target.files)}
        data-testid="promotion-image-input"
      />
      {problems.map((problem) => (
        <span
          key={problem}
          className="login-form__error"
          role="alert"
          data-testid={`image-problem-${problem}`}
        >
          {t(`promo.apply.problem.${problem}`, { max: promotionImagesMax })}
        </span>
      ))}
    </div>
  );
}

/**
 * The application (spec §5): a remark of at most 140 characters with a counter and up to
 * three png or jpg images of 5 MB, sent as multipart/form-data for an operator to review.
 */
export function ApplyForm({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [remark, setRemark] = useState('');
  const [picked, setPicked] = usePicked();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submission = useMoneySubmission(setErrors);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData();
    form.append('remark', remark.trim());
    for (const { file } of picked) form.append('image', file, file.name);
    const failure = await submission.run(async () => {
      await apiPostForm(`/wps/promotions/${promotionId}/apply`, form);
      showToast(t('promo.apply.sent'), 'success');
    });
    if (failure === null || failure === 'promotion_taken') {
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    }
  }
  return (
    <form
      className="login-form promo-apply"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="promotion-apply"
    >
      <h3 className="promo-apply__title">{t('promo.apply.title')}</h3>
      <label className="login-form__field">
        <span className="login-form__label">{t('promo.apply.remark')}</span>
        <textarea
          name="remark"
          rows={3}
          maxLength={promotionRemarkMax}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          aria-describedby="promo-remark-count"
        />
        <span className="promo-apply__count" id="promo-remark-count" aria-live="polite">
          {t('promo.apply.remarkHint')}{' '}
          <strong>
            {t('promo.apply.counter', { count: remark.length, max: promotionRemarkMax })}
          </strong>
        </span>
        {errors.remark && <span className="login-form__error">{errors.remark}</span>}
      </label>
      <ImagePicker picked={picked} onChange={setPicked} />
      <button
        type="submit"
        className="button button--accent promo-action__button"
        disabled={submission.isBusy}
        data-testid="promotion-apply-submit"
      >
        {submission.isBusy ? t('promo.apply.busy') : t('promo.apply.submit')}
      </button>
      <MoneyFormError text={submission.formError} code={submission.errorCode} />
    </form>
  );
}
