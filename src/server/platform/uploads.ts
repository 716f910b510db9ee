import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The caller's own (translated) texts for the three ways an upload can be refused. */
export interface UploadMessages {
  /** The body is not multipart/form-data (415). */
  notMultipart: string;
  /** The file is over the multipart plugin's fileSize limit (413). */
  tooLarge: string;
  /** No file part, or an empty one (400). */
  missing: string;
}

/**
 * Reads the one file of a multipart upload; other fields are ignored, a second file is refused by
 * the plugin's `files` limit. The route must have registered @fastify/multipart with its limits.
 */
export async function readUploadedFile(request: FastifyRequest, messages: UploadMessages): Promise<Buffer> {
  return (await readUpload(request, messages)).bytes;
}

/** The one file of a multipart upload with the name the client gave it (never used as a path). */
export async function readUpload(
  request: FastifyRequest,
  messages: UploadMessages,
): Promise<{ bytes: Buffer; name: string }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.notMultipart);
  let file: Buffer | null = null;
  let name = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = await part.toBuffer();
        name = part.filename;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
    }
    // The plugin's own limits carry a 4xx status; anything else is the parser giving up on a body
    // that is not well-formed multipart (no closing boundary, a broken part header): the client's
    // fault, so a 400 rather than a 500.
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof AppError || (status !== undefined && status >= 400 && status < 500)) throw err;
    throw new AppError('BAD_REQUEST');
  }
  if (!file || file.length === 0) throw new AppError('BAD_REQUEST', messages.missing);
  return { bytes: file, name };
}
