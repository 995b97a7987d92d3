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

/** The first bytes of a png and of a jpeg file. */
const signatures = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
];

/**
 * Whether a file says it is png or jpeg and its bytes agree (the server checks the bytes too:
 * a gif renamed .png is refused here, beside the file, not after the whole form is sent).
 */
async function isPngOrJpeg(file: File): Promise<boolean> {
  // Some phones report no type for a camera file; its name then says what it claims to be.
  const isClaimed = file.type ? acceptedTypes.has(file.type) : acceptedNames.test(file.name);
  if (!isClaimed) return false;
  // A file that cannot be read (gone from the phone since it was picked) is not taken.
  const head = await file
    .slice(0, 8)
    .arrayBuffer()
    .then((bytes) => new Uint8Array(bytes))
    .catch(() => null);
  if (!head) return false;
  return signatures.some((signature) => signature.every((byte, index) => head[index] === byte));
}

/**
 * Adds picked files to those already chosen: png or jpeg only, none empty or over
 * `bytesMax`, `imagesMax` in all. Answers the new list and, once each, why any file was left
 * out.
 */
export async function addImages(
  current: readonly File[],
  picked: readonly File[],
  limits: ImageLimits,
): Promise<{ files: File[]; problems: ImageProblem[] }> {
  const files = [...current];
  const problems = new Set<ImageProblem>();
  for (const file of picked) {
    if (file.size === 0) problems.add('size');
    else if (!(await isPngOrJpeg(file))) problems.add('type');
    else if (file.size > limits.bytesMax) problems.add('size');
    else if (files.length >= limits.imagesMax) problems.add('count');
    else files.push(file);
  }
  return { files, problems: [...problems] };
}
