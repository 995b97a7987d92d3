import type { ErrorCode } from '@khela/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The bounds of one multipart body; busboy stops reading at any of them. */
export interface MultipartLimits {
  fileBytesMax: number;
  filesMax: number;
  fieldsMax: number;
  fieldBytesMax: number;
}

/** One uploaded file, read whole. */
export interface UploadedFile {
  bytes: Buffer;
}

/** Multipart errors of too big or too many files. */
const uploadLimitCodes = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/** Whether a multipart failure is the client's: over a limit, or no proper multipart body. */
function isClientFailure(error: unknown): boolean {
  const failure = error as { code?: string; statusCode?: number };
  return (
    uploadLimitCodes.has(failure.code ?? '') ||
    (failure.statusCode !== undefined && failure.statusCode >= 400 && failure.statusCode < 500) ||
    /multipart|boundary|unexpected end/i.test(String((error as Error).message))
  );
}

/**
 * The text fields and the files of one field name from multipart/form-data, or the plain body
 * and no files when the request is not multipart. A file under any other name, a body over
 * the limits or a malformed body is refused with `refusal`: nothing is taken.
 */
export async function readFieldsAndFiles(
  request: FastifyRequest,
  options: { limits: MultipartLimits; fileField: string; refusal: ErrorCode },
): Promise<{ fields: unknown; files: UploadedFile[] }> {
  if (!request.isMultipart()) return { fields: request.body, files: [] };
  const { limits, fileField, refusal } = options;
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.fileBytesMax,
        files: limits.filesMax,
        fields: limits.fieldsMax,
        fieldSize: limits.fieldBytesMax,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === fileField) files.push({ bytes: await part.toBuffer() });
      else throw new AppError(refusal);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isClientFailure(error)) throw new AppError(refusal);
    throw error;
  }
  return { fields, files };
}
