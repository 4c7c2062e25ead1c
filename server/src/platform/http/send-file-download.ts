// How a stored file goes out to the one who may download it (documents, message attachments):
// never cached, as an attachment under its own name, never sniffed or run by the browser; or, with
// S3, a redirect to a short-lived storage URL.
import type { FastifyReply } from 'fastify';
import { contentDispositionAttachment } from '../storage/content-disposition.ts';
import type { StoredObject } from '../storage/object-storage.ts';

export type FileDownload =
  | { kind: 'redirect'; url: string }
  | { kind: 'stream'; object: StoredObject; fileName: string; mimeType: string };

export function sendFileDownload(reply: FastifyReply, download: FileDownload): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (download.kind === 'redirect') return reply.redirect(download.url, 302);
  return reply
    .header('content-type', download.mimeType)
    .header('content-length', String(download.object.size))
    .header('content-disposition', contentDispositionAttachment(download.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(download.object.body);
}
