// A file PUT to the address the server handed out (part 2 §7: POST /api/objects/upload answers
// uploadURL). fetch cannot report upload progress, so this one request goes through
// XMLHttpRequest. The address is either the portal itself (local storage driver) or a storage
// service's presigned URL. The portal gets the CSRF token like every change (its signed upload
// token is the real proof, so it does not insist); another origin never sees it, and a header it
// does not expect would also fail S3's CORS preflight.
import { getCsrfToken } from './api-client.ts';
import { ApiError } from './api-error.ts';

export interface PutFileOptions {
  url: string;
  file: Blob;
  contentType: string;
  /** Whole percent, 0 to 100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

/** Whether `url` is on the page's own origin ('/path' or the page's scheme, host and port). */
export function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function send(
  { url, file, contentType, onProgress }: PutFileOptions,
  csrfToken: string | null,
): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    if (csrfToken !== null) request.setRequestHeader('X-CSRF-Token', csrfToken);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    request.addEventListener('load', () => resolve(request));
    request.addEventListener('error', () => reject(new Error('The upload was interrupted')));
    request.addEventListener('abort', () => reject(new Error('The upload was cancelled')));
    request.send(file);
  });
}

/**
 * PUTs the file; rejects like the api client does (an ApiError), so the same error readers apply.
 * Never retried: the upload address works once.
 */
export async function putFileWithProgress(options: PutFileOptions): Promise<void> {
  const csrfToken = isSameOrigin(options.url) ? await getCsrfToken() : null;
  const request = await send(options, csrfToken);
  if (request.status < 200 || request.status >= 300) {
    throw new ApiError(request.status, request.responseText, request.statusText);
  }
  options.onProgress?.(100);
}
