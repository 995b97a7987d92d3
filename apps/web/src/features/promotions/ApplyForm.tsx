import { promotionImageBytesMax, promotionImagesMax, promotionRemarkMax } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker, usePickedImages, type PickedImage } from '../../ui/ImagePicker';
import { showToast } from '../../ui/toast';
import { useMoneySubmission } from '../wallet/money-action';
import { MoneyFormError } from '../wallet/money-form';
import { promotionKeys, useApplyPromotion } from './promotions.api';

/** Images for an application, checked here before any upload, each with a removable preview. */
function ApplicationImages({
  images,
  onChange,
}: {
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <ImagePicker
      images={images}
      onChange={onChange}
      texts={{
        label: t('promo.apply.images'),
        note: t('promo.apply.imagesRules', { max: promotionImagesMax }),
        add: t('promo.apply.addImage'),
        remove: (name) => t('promo.apply.removeImage', { name }),
        problem: (problem) => t(`promo.apply.problem.${problem}`, { max: promotionImagesMax }),
      }}
      limits={{ bytesMax: promotionImageBytesMax, imagesMax: promotionImagesMax }}
      inputName="image"
      previewSizePx={80}
      className="promo-images"
      testIds={{
        picker: 'promotion-images',
        input: 'promotion-image-input',
        problemPrefix: 'image-problem-',
      }}
    />
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
  const [picked, setPicked] = usePickedImages();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submission = useMoneySubmission(setErrors);
  const apply = useApplyPromotion();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData();
    form.append('remark', remark.trim());
    for (const { file } of picked) form.append('image', file, file.name);
    const failure = await submission.run(async () => {
      await apply.mutateAsync({ promotionId, form });
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
      <ApplicationImages images={picked} onChange={setPicked} />
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
