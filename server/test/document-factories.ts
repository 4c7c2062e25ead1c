// Documents for tests and the gates: real file heads the content check accepts or refuses, and a
// document inserted directly (its object stored too), as if a student or consultant had uploaded
// it. No test-framework imports.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DocumentCategory } from '@studypath/domain';
import type { DocumentRow } from '../src/platform/db/schema/index.ts';
import { insertDocument } from '../src/features/documents/documents.queries.ts';
import type { ObjectStorage } from '../src/platform/storage/object-storage.ts';
import type { ServiceDeps } from '../src/platform/service-deps.ts';

/** A minimal, valid one-page PDF. */
export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A real 1x1 PNG. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (JFIF) file, which is all the content check reads. */
export const jpegBytes = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
/** The header of an OLE compound file (a .doc), followed by zeros. */
export const docBytes = Buffer.concat([
  Buffer.from('d0cf11e0a1b11ae1', 'hex'),
  Buffer.alloc(1024 - 8),
]);
export const shellScript = Buffer.from('#!/bin/sh\nrm -rf "$HOME"\n');

/** Inserts a document of `userId` with a small PDF stored under its key. */
export async function insertStoredDocument(
  deps: ServiceDeps,
  storage: ObjectStorage,
  input: {
    userId: string;
    applicationId?: string | null;
    uploadedBy?: string;
    uploadedByAdmin?: boolean;
    fileName?: string;
    category?: DocumentCategory;
    createdAt?: Date;
  },
): Promise<DocumentRow> {
  const storageKey = `documents/${input.userId}/${randomUUID()}`;
  await storage.put(storageKey, Readable.from([pdfBytes]), { maxBytes: pdfBytes.length });
  return insertDocument(deps.db, {
    userId: input.userId,
    applicationId: input.applicationId ?? null,
    fileName: input.fileName ?? 'transcript.pdf',
    storageKey,
    category: input.category ?? 'transcript',
    mimeType: 'application/pdf',
    fileSize: pdfBytes.length,
    uploadedBy: input.uploadedBy ?? input.userId,
    uploadedByAdmin: input.uploadedByAdmin ?? false,
    createdAt: input.createdAt ?? deps.now(),
  });
}
