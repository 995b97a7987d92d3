import { promotionImagesMax } from '@khela/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateImageGallery } from '../../ui/PrivateImageGallery';
import { imagePath } from './promotions.api';

/** The member's images of an application (private: fetched with the operator's token). */
export function ApplicationImages({
  applicationId,
  count,
}: {
  applicationId: string;
  count: number;
}) {
  const { t } = useTranslation();
  const paths = useMemo(
    () =>
      Array.from({ length: Math.min(count, promotionImagesMax) }, (_, at) =>
        imagePath(applicationId, at + 1),
      ),
    [applicationId, count],
  );
  return (
    <PrivateImageGallery
      paths={paths}
      labels={{
        image: (index) => t('promoDesk.queue.image', { index }),
        open: (index) => t('promoDesk.queue.openImage', { index }),
        failed: (index) => t('promoDesk.queue.imageFailed', { index }),
      }}
      testId={`application-images-${applicationId}`}
      viewerTestId="image-viewer"
    />
  );
}
