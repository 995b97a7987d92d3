import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import { uploadPicture } from '../../api';
import type { MerchantChoice } from './promotions.api';

/** The promotion's picture: uploaded to the merchant's media, or a path of our own art. */
export function PicturePicker({
  merchant,
  value,
  onChange,
}: {
  merchant: MerchantChoice;
  value: string;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    void run(async () => {
      try {
        onChange((await uploadPicture(file, 'promotion', merchant)).url);
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
      if (inputRef.current) inputRef.current.value = '';
    });
  }
  return (
    <fieldset className="promo-form__wide promo-picture">
      <legend>{t('promoDesk.form.picture')}</legend>
      {value && <img src={value} alt="" width={192} height={108} />}
      <div className="promo-picture__fields">
        <p className="ops-hint">{t('promoDesk.form.pictureHint')}</p>
        <button
          type="button"
          className="ops-button ops-button--ghost"
          disabled={isBusy}
          aria-busy={isBusy}
          onClick={() => inputRef.current?.click()}
        >
          {isBusy ? t('promoDesk.form.uploading') : t('promoDesk.form.upload')}
        </button>
        <input
          ref={inputRef}
          hidden
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => upload(event.target.files?.[0])}
        />
        <label>
          {t('promoDesk.form.pictureAddress')}
          <input
            name="imageUrl"
            maxLength={500}
            value={value}
            onChange={(event) => onChange(event.target.value.trim())}
          />
        </label>
        <ErrorNote text={error} />
      </div>
    </fieldset>
  );
}
