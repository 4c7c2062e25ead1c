// The one way domain schemas take free text from a person. PostgreSQL refuses the 0x00 byte (the
// request would end in a 500), other control characters are invisible and can forge lines in
// logs and exports, and a lone UTF-16 surrogate cannot be encoded as UTF-8 at all, so the driver
// would store U+FFFD or fail. Refusing them here keeps the form and the API in agreement.
import { z } from 'zod';

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';
export const INVALID_TEXT_MESSAGE = 'Contains characters that are not valid text';

const TAB = 0x09;
const LINE_FEED = 0x0a;

/**
 * C0 (U+0000-U+001F), DEL (U+007F) and C1 (U+0080-U+009F); tab and line feed only in
 * multi-line text. Char codes rather than a regex: a regex naming control characters trips
 * ESLint's no-control-regex, literal or `new RegExp` string alike, and this loop has to walk the
 * code units for surrogates anyway.
 */
function isForbiddenControl(code: number, isMultiline: boolean): boolean {
  if (isMultiline && (code === TAB || code === LINE_FEED)) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The message for the first character `value` must not hold, or null when it is clean text. */
export function findTextProblem(value: string, isMultiline: boolean): string | null {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (isForbiddenControl(code, isMultiline)) return CONTROL_CHARACTER_MESSAGE;
    if (isHighSurrogate(code) && isLowSurrogate(value.charCodeAt(index + 1))) {
      index += 1; // a valid pair: an emoji or a character outside the BMP
    } else if (isHighSurrogate(code) || isLowSurrogate(code)) {
      return INVALID_TEXT_MESSAGE;
    }
  }
  return null;
}

/** Textareas send CRLF (and old Macs CR): store one line break, LF. */
const normaliseLineBreaks = (value: string) => value.replace(/\r\n?/g, '\n');

export interface TextSchemaOptions {
  /** Allows tab and line feed, after turning CRLF and CR into LF. Default false. */
  isMultiline?: boolean;
  /** The message when the input is not a string (zod's `error` param of z.string). */
  error?: z.core.$ZodStringParams['error'];
  /** Trims surrounding whitespace before the checks. Default true; passwords turn it off. */
  isTrimmed?: boolean;
}

/**
 * A z.string() that refuses control characters and lone surrogates, so callers keep chaining
 * `.min()`, `.max()`, `.regex()`, `.toLowerCase()` or `.pipe()`. The refusal aborts the checks
 * chained after it, so a field holding a NUL gets that one message, and a refinement on the
 * enclosing object (such as "passwords match") does not add a second one.
 */
export function textSchema(options: TextSchemaOptions = {}): z.ZodString {
  const { isMultiline = false, isTrimmed = true, error } = options;
  let schema = error === undefined ? z.string() : z.string({ error });
  if (isMultiline) schema = schema.overwrite(normaliseLineBreaks);
  if (isTrimmed) schema = schema.trim();
  return schema.check((payload) => {
    const problem = findTextProblem(payload.value, isMultiline);
    if (problem === null) return;
    payload.issues.push({
      code: 'custom',
      message: problem,
      input: payload.value,
      continue: false,
    });
  });
}
