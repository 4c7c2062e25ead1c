// Program images (part 2 §7: POST /api/admin/programs/upload-image, answer imageUrl). The content
// decides what a file is, not its name or declared type: the first bytes are read before anything
// is stored, and only JPEG and PNG (the form's 'JPG, PNG, max 5MB') are kept, under a key the
// server makes up, with the extension of what was found. The portal serves them back to signed-in
// users (GET /api/program-images/{name}); they are catalogue pictures, not personal data.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PROGRAM_IMAGE_MAX_BYTES } from '@studypath/domain';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/http/app-error.ts';
import {
  ObjectTooLargeError,
  type ObjectStorage,
  type StoredObject,
} from '../../platform/storage/object-storage.ts';
import { peekStream } from '../../platform/storage/peek-stream.ts';

/** The 413 of an image over the cap, which its message names. */
export function imageTooLarge(): AppError {
  return new AppError('program_image.too_large', {
    params: { maxMegabytes: PROGRAM_IMAGE_MAX_BYTES / 1_000_000 },
  });
}

const imageTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const satisfies Record<string, string>;
type ImageExtension = (typeof imageTypes)[keyof typeof imageTypes];

const contentTypeByExtension: Record<ImageExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
};

const keyPrefix = 'program-images';
export const programImagePathPrefix = '/api/program-images/';
/** `<uuid>.<ext>`: the only names the serving route accepts. */
export const programImageNamePattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;

/** Enough of the file for the format signatures file-type reads. */
const headLength = 4100;

function isImageType(mime: string | undefined): mime is keyof typeof imageTypes {
  return mime !== undefined && Object.hasOwn(imageTypes, mime);
}

export async function uploadProgramImage(
  storage: ObjectStorage,
  file: Readable,
): Promise<{ imageUrl: string }> {
  const { head, body } = await peekStream(file, headLength);
  const detected = await fileTypeFromBuffer(head);
  if (!isImageType(detected?.mime)) {
    body.destroy();
    throw new AppError('program_image.not_an_image');
  }
  const name = `${randomUUID()}.${imageTypes[detected.mime]}`;
  try {
    await storage.put(`${keyPrefix}/${name}`, body, {
      maxBytes: PROGRAM_IMAGE_MAX_BYTES,
      contentType: detected.mime,
    });
  } catch (error) {
    if (isTooLarge(error)) {
      throw imageTooLarge();
    }
    throw error;
  }
  return { imageUrl: `${programImagePathPrefix}${name}` };
}

/** Our own cap, or the multipart parser's (it stops one byte past it). */
export function isTooLarge(error: unknown): boolean {
  if (error instanceof ObjectTooLargeError) return true;
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

export async function getProgramImage(
  storage: ObjectStorage,
  name: string,
): Promise<StoredObject & { contentType: string }> {
  const match = programImageNamePattern.exec(name);
  const object = match ? await storage.get(`${keyPrefix}/${name}`) : null;
  if (!match || object === null) {
    throw new AppError('program_image.not_found');
  }
  return { ...object, contentType: contentTypeByExtension[match[1] as ImageExtension] };
}
