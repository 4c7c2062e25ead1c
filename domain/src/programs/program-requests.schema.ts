// The admin's program calls (part 2 §5 "Program form", §7): create, edit, search the catalogue,
// attach one to a study path. Messages are the spec's where it gives them.
import { z } from 'zod';
import { recordIdSchema } from '../input/record-id.schema.ts';
import { textSchema } from '../input/text.schema.ts';

export const PROGRAM_TITLE_MAX_LENGTH = 200;
export const URL_MAX_LENGTH = 2048;
export const PROGRAM_INSTITUTION_MAX_LENGTH = 200;
export const PROGRAM_LOCATION_MAX_LENGTH = 200;
export const PROGRAM_DURATION_MAX_LENGTH = 100;
export const PROGRAM_TUITION_MAX_LENGTH = 100;
export const PROGRAM_INTAKE_DATE_MAX_LENGTH = 100;
/** Description and requirements alike. */
export const PROGRAM_DESCRIPTION_MAX_LENGTH = 5000;
export const PROGRAM_SEARCH_MAX_LENGTH = 200;
export const PROGRAM_NOTES_MAX_LENGTH = 2000;
/**
 * The form's hint reads 'JPG, PNG, max 5MB'; the upload route enforces it. Decimal megabytes, as
 * people read them and as the documents' limits are: the 5,000,001st byte is one too many.
 */
export const PROGRAM_IMAGE_MAX_BYTES = 5_000_000;
/** The multipart `category` of POST /api/admin/programs/upload-image. */
export const PROGRAM_IMAGE_CATEGORY = 'program_image';

export const PROGRAM_TITLE_REQUIRED_MESSAGE = 'Program title is required';
export const INVALID_URL_MESSAGE = 'Must be a valid URL';

const maxMessage = (max: number) => ({ error: `Must be at most ${max} characters` });

/** A scheme such as 'https:' or 'javascript:'; 'example.ca:8080' is a host and a port. */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * 'www.college.ca/program' as typed or pasted from an address bar means the https site: the
 * scheme is completed rather than the link refused. Any other scheme is kept, and checked below.
 */
export function withWebScheme(value: string): string {
  if (value === '' || SCHEME.test(value)) return value;
  return value.startsWith('//') ? `https:${value}` : `https://${value}`;
}

/** A public web address as given: http or https and a real domain name. */
const absoluteWebUrlSchema = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.domain,
  error: INVALID_URL_MESSAGE,
});

/**
 * A public web address: http or https and a real domain name, so a link never runs script
 * (javascript:) or points at the server's own network (localhost, bare IP addresses). A link
 * without a scheme is completed with https:// first.
 */
export const webUrlSchema = textSchema({ error: INVALID_URL_MESSAGE })
  .max(URL_MAX_LENGTH, maxMessage(URL_MAX_LENGTH))
  .transform(withWebScheme)
  .pipe(absoluteWebUrlSchema);

/** An image address: a public web address, or a path on this site as the upload answers. */
const imageUrlSchema = textSchema({ error: INVALID_URL_MESSAGE })
  .max(URL_MAX_LENGTH, maxMessage(URL_MAX_LENGTH))
  .refine(
    (value) => /^\/(?![/\\])\S*$/.test(value) || absoluteWebUrlSchema.safeParse(value).success,
    {
      error: INVALID_URL_MESSAGE,
    },
  );

/** Optional fields: empty or left out is "not given", stored as null. */
const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());
const optionalText = (max: number, { isMultiline = false } = {}) =>
  optional(textSchema({ isMultiline }).max(max, maxMessage(max)));

const programFields = {
  title: textSchema({ error: PROGRAM_TITLE_REQUIRED_MESSAGE })
    .min(1, { error: PROGRAM_TITLE_REQUIRED_MESSAGE })
    .max(PROGRAM_TITLE_MAX_LENGTH, maxMessage(PROGRAM_TITLE_MAX_LENGTH)),
  programLink: webUrlSchema,
  institution: optionalText(PROGRAM_INSTITUTION_MAX_LENGTH),
  location: optionalText(PROGRAM_LOCATION_MAX_LENGTH),
  duration: optionalText(PROGRAM_DURATION_MAX_LENGTH),
  tuition: optionalText(PROGRAM_TUITION_MAX_LENGTH),
  intakeDate: optionalText(PROGRAM_INTAKE_DATE_MAX_LENGTH),
  description: optionalText(PROGRAM_DESCRIPTION_MAX_LENGTH, { isMultiline: true }),
  requirements: optionalText(PROGRAM_DESCRIPTION_MAX_LENGTH, { isMultiline: true }),
  imageUrl: optional(imageUrlSchema),
};

/** POST /api/admin/programs: title and programLink required, the rest optional. */
export const createProgramRequestSchema = z.strictObject(programFields);
export type CreateProgramRequest = z.output<typeof createProgramRequestSchema>;

/**
 * PATCH /api/admin/programs/{id}: the fields to change; one left out stays as it is, an empty
 * optional one is cleared. Title and link cannot be cleared.
 */
export const updateProgramRequestSchema = z
  .strictObject(programFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });
export type UpdateProgramRequest = z.output<typeof updateProgramRequestSchema>;

/** GET /api/admin/programs?search=: title or institution; blank means every program. */
export const programListQuerySchema = z.object({
  search: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    textSchema().max(PROGRAM_SEARCH_MAX_LENGTH, maxMessage(PROGRAM_SEARCH_MAX_LENGTH)).optional(),
  ),
});
export type ProgramListQuery = z.output<typeof programListQuerySchema>;

/** POST /api/admin/applications/{id}/programs. */
export const attachProgramRequestSchema = z.strictObject({
  programId: recordIdSchema,
  notes: optionalText(PROGRAM_NOTES_MAX_LENGTH, { isMultiline: true }),
});
export type AttachProgramRequest = z.output<typeof attachProgramRequestSchema>;

/** /api/admin/applications/{id}/programs/{programId} */
export const applicationProgramParamsSchema = z.object({
  id: recordIdSchema,
  programId: recordIdSchema,
});
