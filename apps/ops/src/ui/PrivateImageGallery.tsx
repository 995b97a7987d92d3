import { useEffect, useState } from 'react';
import { opsBlob } from '../api';
import { Dialog } from './Dialog';

/** One image: its object URL once loaded, or null when it could not be fetched. */
type LoadedImage = { index: number; url: string | null };

/** The words of a gallery, each for the image at a 1-based index. */
export interface GalleryLabels {
  image(index: number): string;
  open(index: number): string;
  failed(index: number): string;
}

/**
 * Thumbnails of private images, each opening large in a dialog. The images sit behind the
 * operator's token, so each is fetched as a blob and shown through an object URL, released
 * on unmount. `paths` should keep its identity between renders (memoise it): a new list
 * fetches every image again.
 */
export function PrivateImageGallery({
  paths,
  labels,
  testId,
  viewerTestId,
}: {
  paths: readonly string[];
  labels: GalleryLabels;
  testId?: string;
  viewerTestId: string;
}) {
  const [images, setImages] = useState<LoadedImage[] | null>(null);
  const [opened, setOpened] = useState<LoadedImage | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const urls: string[] = [];
    void Promise.all(
      paths.map(async (path, at): Promise<LoadedImage> => {
        const index = at + 1;
        try {
          const blob = await opsBlob(path, controller.signal);
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
  }, [paths]);

  if (paths.length === 0) return null;
  return (
    <div className="ops-proofs" data-testid={testId}>
      {(images ?? []).map((image) =>
        image.url ? (
          <button
            key={image.index}
            type="button"
            className="ops-proofs__thumb"
            onClick={() => setOpened(image)}
            aria-label={labels.open(image.index)}
          >
            <img src={image.url} alt={labels.image(image.index)} />
          </button>
        ) : (
          <span key={image.index} className="ops-proofs__missing">
            {labels.failed(image.index)}
          </span>
        ),
      )}
      {images === null &&
        paths.map((path) => (
          <span key={path} className="ops-proofs__thumb ops-proofs__thumb--loading" />
        ))}
      {opened?.url && (
        <Dialog
          title={labels.image(opened.index)}
          onClose={() => setOpened(null)}
          isWide
          testId={viewerTestId}
        >
          <img className="ops-proofs__large" src={opened.url} alt={labels.image(opened.index)} />
        </Dialog>
      )}
    </div>
  );
}
