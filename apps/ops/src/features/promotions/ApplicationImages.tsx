import { promotionImagesMax } from '@khela/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsBlob } from '../../api';
import { Dialog } from '../../ui/Dialog';
import { imagePath } from './promotions.api';

/** One image: its object URL once loaded, or null when it could not be fetched. */
type LoadedImage = { index: number; url: string | null };

/**
 * The member's images of an application. They are private: each is fetched with the
 * operator's token as a blob and shown through an object URL, released on unmount.
 */
export function ApplicationImages({
  applicationId,
  count,
}: {
  applicationId: string;
  count: number;
}) {
  const { t } = useTranslation();
  const [images, setImages] = useState<LoadedImage[] | null>(null);
  const [opened, setOpened] = useState<LoadedImage | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const urls: string[] = [];
    const indexes = Array.from({ length: Math.min(count, promotionImagesMax) }, (_, at) => at + 1);
    void Promise.all(
      indexes.map(async (index): Promise<LoadedImage> => {
        try {
          const blob = await opsBlob(imagePath(applicationId, index), controller.signal);
          const url = URL.createObjectURL(blob);
          if (controller.signal.aborted) URL.revokeObjectURL(url);
          else urls.push(url);
          return { index, url };
        } catch {
          return { index, url: null };
        }
      }),
    ).then((loaded) => {
      if (!controller.signal.aborted) setImages(loaded);
    });
    return () => {
      controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [applicationId, count]);

  if (count === 0) return null;
  return (
    <div className="ops-proofs" data-testid={`application-images-${applicationId}`}>
      {(images ?? []).map((image) =>
        image.url ? (
          <button
            key={image.index}
            type="button"
            className="ops-proofs__thumb"
            onClick={() => setOpened(image)}
            aria-label={t('promoDesk.queue.openImage', { index: image.index })}
          >
            <img src={image.url} alt={t('promoDesk.queue.image', { index: image.index })} />
          </button>
        ) : (
          <span key={image.index} className="ops-proofs__missing">
            {t('promoDesk.queue.imageFailed', { index: image.index })}
          </span>
        ),
      )}
      {images === null &&
        Array.from({ length: Math.min(count, promotionImagesMax) }, (_, at) => (
          <span key={at} className="ops-proofs__thumb ops-proofs__thumb--loading" />
        ))}
      {opened?.url && (
        <Dialog
          title={t('promoDesk.queue.image', { index: opened.index })}
          onClose={() => setOpened(null)}
          isWide
          testId="image-viewer"
        >
          <img
            className="ops-proofs__large"
            src={opened.url}
            alt={t('promoDesk.queue.image', { index: opened.index })}
          />
        </Dialog>
      )}
    </div>
  );
}
