import { proofImageBytesMax, proofImagesMax } from '@khela/contracts';

/** Why a picked file was not taken as proof. */
export type ProofProblem = 'type' | 'size' | 'count';

const acceptedTypes = new Set(['image/png', 'image/jpeg']);
const acceptedNames = /\.(png|jpe?g)$/i;

/** The file picker's accept list: what the server takes as proof. */
export const proofAccept = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/**
 * Adds picked files to the proofs already chosen: png or jpeg only, 5 MB each, three in all.
 * Answers the new list and, once each, the reasons any file was left out.
 */
export function addProofImages(
  current: readonly File[],
  picked: readonly File[],
): { files: File[]; problems: ProofProblem[] } {
  const files = [...current];
  const problems = new Set<ProofProblem>();
  for (const file of picked) {
    // Some phones report no type for a camera file; its name then decides.
    const isImage = file.type ? acceptedTypes.has(file.type) : acceptedNames.test(file.name);
    if (!isImage) problems.add('type');
    else if (file.size > proofImageBytesMax || file.size === 0) problems.add('size');
    else if (files.length >= proofImagesMax) problems.add('count');
    else files.push(file);
  }
  return { files, problems: [...problems] };
}
