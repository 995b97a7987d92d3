import { useMemo, useState } from 'react';
import { Modal } from './Modal';
import { usePrivateImageUrls, type LoadedImage } from './private-images.api';
import './private-images.css';

/** The words of the thumbnails, each for the image at a 1-based index. */
export interface PrivateImageLabels {
  image(index: number): string;
  open(index: number): string;
  failed(index: number): string;
}

/**
 * Thumbnails of the `count` images only the member may see, the n-th (from 1) at `pathOf(n)`:
 * behind the session, so each is fetched as a blob and shown through an object URL, released
 * on unmount; each opens large in a dialog. They are fetched again only when the paths change.
 */
export function PrivateImages({
  count,
  pathOf,
  labels,
  testId,
}: {
  count: number;
  pathOf: (n: number) => string;
  labels: PrivateImageLabels;
  testId?: string;
}) {
  const joined = Array.from({ length: count }, (_, at) => pathOf(at + 1)).join('\n');
  const paths = useMemo(() => (joined === '' ? [] : joined.split('\n')), [joined]);
  const images = usePrivateImageUrls(paths);
  const [opened, setOpened] = useState<LoadedImage | null>(null);

  if (paths.length === 0) return null;
  return (
    <div className="private-images" data-testid={testId}>
      {(images ?? Array.from({ length: paths.length }, () => undefined)).map((image, at) =>
        image === undefined ? (
          <span key={at} className="private-images__thumb skeleton" aria-hidden="true" />
        ) : image.url ? (
          <button
            key={image.index}
            type="button"
            className="private-images__thumb"
            onClick={() => setOpened(image)}
            aria-label={labels.open(image.index)}
          >
            <img src={image.url} alt={labels.image(image.index)} width={72} height={72} />
          </button>
        ) : (
          <span key={image.index} className="private-images__thumb private-images__failed">
            {labels.failed(image.index)}
          </span>
        ),
      )}
      <Modal
        isOpen={opened !== null}
        title={opened ? labels.image(opened.index) : ''}
        onClose={() => setOpened(null)}
        isCompact
        testId={testId && `${testId}-viewer`}
      >
        {opened?.url && (
          <img
            className="private-images__large"
            src={opened.url}
            alt={labels.image(opened.index)}
          />
        )}
      </Modal>
    </div>
  );
}
