/** Why a picked file was not taken. */
export type ImageProblem = 'type' | 'size' | 'count';

/** How many images a picker takes, and how large each may be. */
export interface ImageLimits {
  bytesMax: number;
  imagesMax: number;
}

const acceptedTypes = new Set(['image/png', 'image/jpeg']);
const acceptedNames = /\.(png|jpe?g)$/i;

/** The file picker's accept list: what the server takes (png and jpeg). */
export const imageAccept = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/**
 * Adds picked files to those already chosen: png or jpeg only, none empty or over
 * `bytesMax`, `imagesMax` in all. Answers the new list and, once each, why any file was left
 * out.
 */
export function addImages(
  current: readonly File[],
  picked: readonly File[],
  limits: ImageLimits,
): { files: File[]; problems: ImageProblem[] } {
  const files = [...current];
  const problems = new Set<ImageProblem>();
  for (const file of picked) {
    // Some phones report no type for a camera file; its name then decides.
    const isImage = file.type ? acceptedTypes.has(file.type) : acceptedNames.test(file.name);
    if (!isImage) problems.add('type');
    else if (file.size > limits.bytesMax || file.size === 0) problems.add('size');
    else if (files.length >= limits.imagesMax) problems.add('count');
    else files.push(file);
  }
  return { files, problems: [...problems] };
}
