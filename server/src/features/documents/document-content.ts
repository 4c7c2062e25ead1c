// What a stored file really is, read from its bytes with file-type (never from its name or the
// type the browser declared), and the size and type rules of part 2 §5. A .doc is an OLE compound
// file, which file-type reports as application/x-cfb; the same container holds .xls, .ppt and
// .msi, so it passes only under a .doc name. A .docx is a zip that file-type looks inside.
import { fileTypeFromStream } from 'file-type';
import { AppError } from '../../platform/http/app-error.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';

/** The 413 of a file over `maxBytes`, which its message names in megabytes. */
export function fileTooLarge(maxBytes: number): AppError {
  return new AppError('file.too_large', { params: { maxMegabytes: maxBytes / 1_000_000 } });
}

const allowedByDetected: Record<string, string> = {
  'application/pdf': 'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
};

/** The allowed MIME type of the content, or null when it is none of them. */
export function allowedMimeTypeOf(detected: string | undefined, fileName: string): string | null {
  if (detected === undefined) return null;
  if (detected === 'application/x-cfb') {
    return fileName.toLowerCase().endsWith('.doc') ? 'application/msword' : null;
  }
  return Object.hasOwn(allowedByDetected, detected) ? (allowedByDetected[detected] ?? null) : null;
}

/**
 * Checks the object under `key` (size within `maxBytes`, content one of the allowed types) and
 * answers its size and MIME type; otherwise deletes it and throws the reason.
 */
export async function checkStoredDocument(
  storage: ObjectStorage,
  input: { key: string; fileName: string; maxBytes: number },
): Promise<{ size: number; mimeType: string }> {
  const refuse = async (error: AppError): Promise<never> => {
    await storage.delete(input.key);
    throw error;
  };
  const object = await storage.get(input.key);
  if (object === null) {
    throw new AppError('upload.not_received');
  }
  let detected: string | undefined;
  try {
    if (object.size > input.maxBytes) {
      return await refuse(fileTooLarge(input.maxBytes));
    }
    if (object.size === 0) {
      return await refuse(new AppError('file.empty'));
    }
    detected = (await fileTypeFromStream(object.body))?.mime;
  } finally {
    object.body.destroy();
  }
  const mimeType = allowedMimeTypeOf(detected, input.fileName);
  if (mimeType === null) {
    return refuse(new AppError('file.not_allowed'));
  }
  return { size: object.size, mimeType };
}
