// What the 'Update Failed' toast says about a failed profile save (part 1 §8): the server's
// error, else its message, with the details joined by commas; 'Server error: {status}
// {statusText}' for an answer that is not JSON; 'Failed to update profile' otherwise.
// Errors from the api client are ApiErrors: their status, and their body as JSON when it was.
//
// Our server's `error` is a machine code such as 'validation_error' (decision 006), which means
// nothing to a student, so a snake_case code is skipped in favour of `message`.
import { isApiError } from '../../../lib/api-error.ts';

export interface FieldError {
  field: string;
  message: string;
}

export type ProfileSaveErrorDescription =
  | { kind: 'server'; text: string; fieldErrors: FieldError[] }
  | { kind: 'httpStatus'; status: number; statusText: string }
  | { kind: 'fallback' };

const ERROR_CODE = /^[a-z]+(_[a-z]+)*$/;
/** A status text is one short line without markup; an HTML error page is not shown. */
const STATUS_TEXT = /^[^\n<>]{0,80}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readDetails(details: unknown): { texts: string[]; fieldErrors: FieldError[] } {
  const texts: string[] = [];
  const fieldErrors: FieldError[] = [];
  if (!Array.isArray(details)) return { texts, fieldErrors };
  for (const item of details) {
    if (typeof item === 'string') texts.push(item);
    else if (isRecord(item) && typeof item.message === 'string') {
      texts.push(item.message);
      if (typeof item.field === 'string') {
        fieldErrors.push({ field: item.field, message: item.message });
      }
    }
  }
  return { texts, fieldErrors };
}

function readHeadline(body: Record<string, unknown>): string | null {
  const { error, message } = body;
  if (typeof error === 'string' && error.trim() !== '' && !ERROR_CODE.test(error)) return error;
  if (typeof message === 'string' && message.trim() !== '') return message;
  return null;
}

function describeJson(body: unknown): ProfileSaveErrorDescription {
  if (typeof body === 'string' && body.trim() !== '') {
    return { kind: 'server', text: body, fieldErrors: [] };
  }
  if (!isRecord(body)) return { kind: 'fallback' };
  const headline = readHeadline(body);
  const { texts, fieldErrors } = readDetails(body.details);
  const details = texts.join(', ');
  if (headline && details) {
    const text = `${headline.replace(/[.:]\s*$/, '')}: ${details}`;
    return { kind: 'server', text, fieldErrors };
  }
  const text = headline ?? details;
  return text ? { kind: 'server', text, fieldErrors } : { kind: 'fallback' };
}

export function describeProfileSaveError(error: unknown): ProfileSaveErrorDescription {
  if (!isApiError(error)) return { kind: 'fallback' };
  if (error.body === undefined) {
    const statusText = error.message.trim();
    return {
      kind: 'httpStatus',
      status: error.status,
      statusText: STATUS_TEXT.test(statusText) ? statusText : '',
    };
  }
  return describeJson(error.body);
}
