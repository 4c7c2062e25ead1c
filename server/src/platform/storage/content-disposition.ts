// Content-Disposition for a download under the name the user gave the file. The name is the
// user's own text: invisible format and control characters are dropped (callers pass a name
// already cleaned and given its content's extension, fileNameForContent; this keeps any future
// caller from putting a bidi override into a saved file's name), the plain filename= fallback
// keeps only printable ASCII without quotes or backslashes, and filename*= carries the real name
// percent-encoded as UTF-8 (RFC 5987/6266), so no name can break the header or smuggle a parameter.
import { cleanFileName } from '@studypath/domain';

export function contentDispositionAttachment(fileName: string): string {
  const name = cleanFileName(fileName);
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_').trim() || 'download';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
