// The name a stored file (a document or a message attachment) is shown and saved under (issue
// 23). A name is the uploader's own text, so it may carry characters that do not show: a
// right-to-left override makes `passport\u202Efdp.bat` read as "passporttab.pdf" on a
// consultant's screen, and zero-width or other format characters hide what a name really says.
// Those (Unicode categories Cf and Cc) are removed. The extension is the other half: the browser
// saves a download under its name, so a PDF named `poly.html` would be saved, and later opened, as
// a web page. The name therefore ends in the extension of the type found in the content.
import { DOCUMENT_FILE_NAME_MAX_LENGTH, type DocumentMimeType } from './document-files.ts';

/** Each stored type's extensions, the usual one first: the one a name gets when it has none. */
export const documentExtensionsByMimeType: Readonly<Record<DocumentMimeType, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** What is left of a name made only of invisible characters or blanks. */
export const FALLBACK_FILE_NAME = 'file';

/** Format (bidi overrides and isolates, zero-width characters, BOM, tags) and control characters. */
const invisibleCharacters = /[\p{Cc}\p{Cf}]/gu;

/** Every extension of the accepted types: a wrong one of these is replaced, anything else kept. */
const knownExtensions = Object.values(documentExtensionsByMimeType).flat();

function extensionsOf(mimeType: string): readonly string[] | null {
  return Object.hasOwn(documentExtensionsByMimeType, mimeType)
    ? documentExtensionsByMimeType[mimeType as DocumentMimeType]
    : null;
}

/** Compared without case: `SCAN.PDF` already ends in `.pdf`. */
function endsWithExtension(name: string, extension: string): boolean {
  return name.slice(-extension.length).toLowerCase() === extension;
}

/** At most `length` UTF-16 units, never cutting an emoji (a surrogate pair) in half. */
function truncate(value: string, length: number): string {
  if (value.length <= length) return value;
  const code = value.charCodeAt(length - 1);
  const isHighSurrogate = code >= 0xd800 && code <= 0xdbff;
  return value.slice(0, isHighSurrogate ? length - 1 : length);
}

/**
 * The name without Unicode format and control characters, trimmed; `file` when nothing is left.
 * Accents, other scripts and emoji are kept (a ZWJ emoji sequence falls apart into its emoji, a
 * small price for a rule with no exceptions). Never longer than the name given.
 */
export function cleanFileName(name: string): string {
  return name.replace(invisibleCharacters, '').trim() || FALLBACK_FILE_NAME;
}

/**
 * The cleaned name, ending in an extension of `mimeType` (the type found in the content) and at
 * most DOCUMENT_FILE_NAME_MAX_LENGTH long. A name that already ends in one (in any case) is kept;
 * a wrong extension of another accepted type is replaced (`passport.jpg` holding a PNG is
 * `passport.png`); any other ending stays and the right extension is appended (`poly.html`
 * holding a PDF is `poly.html.pdf`), since a dot may be part of the name (`scan 12.05.2024`) and
 * a visible `.html` shows the family what they sent. An unknown type leaves the cleaned name.
 * Applying it twice changes nothing.
 */
export function fileNameForContent(name: string, mimeType: string): string {
  // Trailing dots and blanks go (Windows drops them on saving anyway): `scan.pdf.` ends in `.pdf`.
  const cleaned = cleanFileName(name).replace(/[.\s]+$/u, '') || FALLBACK_FILE_NAME;
  const extensions = extensionsOf(mimeType);
  if (extensions === null) return truncate(cleaned, DOCUMENT_FILE_NAME_MAX_LENGTH);
  const own = extensions.find((known) => endsWithExtension(cleaned, known));
  const wrong = own ?? knownExtensions.find((known) => endsWithExtension(cleaned, known));
  const stem = wrong === undefined ? cleaned : cleaned.slice(0, -wrong.length);
  // A right extension stays as written (`.JPEG`); a missing or wrong one becomes the usual one.
  const extension = own === undefined ? (extensions[0] ?? '') : cleaned.slice(-own.length);
  const fitted = truncate(
    own === undefined ? stem.trimEnd() : stem,
    DOCUMENT_FILE_NAME_MAX_LENGTH - extension.length,
  );
  return `${fitted.trim() === '' ? FALLBACK_FILE_NAME : fitted}${extension}`;
}
