import { useEffect, useState } from 'react';
import { apiBlob } from '../api/client';

/** One image: its object URL once loaded, or null when it could not be fetched. */
export type LoadedImage = { index: number; url: string | null };

/**
 * The images behind the session at `paths`, each fetched as a blob and answered as an object
 * URL (null when it could not be fetched); null until all have answered. The URLs are released
 * and unfinished fetches cancelled when the paths change or the caller unmounts. Not a query:
 * an object URL lives only as long as the component showing it.
 */
export function usePrivateImageUrls(paths: readonly string[]): LoadedImage[] | null {
  const [images, setImages] = useState<LoadedImage[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const urls: string[] = [];
    void Promise.all(
      paths.map(async (path, at): Promise<LoadedImage> => {
        const index = at + 1;
        try {
          const url = URL.createObjectURL(await apiBlob(path, controller.signal));
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
  return images;
}
