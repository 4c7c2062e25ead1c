// The student profile as the form and PUT /api/user/profile exchange it (part 1 §3 field names).
// Shape only: the conditional rules that depend on pathway, age and level live in
// profile.rules.ts and are added by createProfileSchema().
import { z } from 'zod';
import {
  collegeCredentials,
  collegeYears,
  englishTestTypes,
  frenchTestTypes,
  genders,
  guardianRelations,
  highSchoolGradeLevels,
  languageLevels,
  pathways,
  universityLevels,
  universityYears,
} from './profile.options.ts';
import { parseCalendarDate } from './age.ts';
import { findCountry, UNKNOWN_COUNTRY_MESSAGE } from './countries.ts';
import { INVALID_PHONE_MESSAGE, PHONE_INPUT_MAX_LENGTH } from './phone.ts';
import type { ProfileFieldName } from './profile-field-names.ts';
import { textSchema } from '../input/text.schema.ts';

const INVALID_EMAIL_MESSAGE = 'Invalid email address';
/** The longest address SMTP can deliver to (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;

/** Empty strings from a form mean "not provided": store them as null. */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/**
 * The most characters each free-text field takes: the schema refuses more, and the form's inputs
 * stop there as the student types.
 */
export const profileTextMaxLengths = {
  legalFirstName: 100,
  legalLastName: 100,
  preferredName: 100,
  currentInstitution: 200,
  collegeName: 200,
  collegeProgram: 200,
  universityName: 200,
  universityProgram: 200,
  thesis: 300,
  researchArea: 200,
  academicGrade: 50,
  curriculum: 100,
  mathGrade: 20,
  physicsGrade: 20,
  chemistryGrade: 20,
  biologyGrade: 20,
  computerScienceGrade: 20,
  artGrade: 20,
  englishTestScore: 20,
  frenchTestScore: 20,
  firstLanguage: 100,
  otherLanguages: 300,
  guardianName: 200,
  guardianAddress: 300,
  emergencyContactName: 200,
  emergencyContactRelation: 100,
  careerGoals: 2000,
  extracurriculars: 2000,
  workExperience: 2000,
  achievements: 2000,
} as const satisfies Partial<Record<ProfileFieldName, number>>;

/** Free text; `isMultiline` for the fields the form shows as a textarea. */
const text = (max: number, { isMultiline = false } = {}) =>
  z.preprocess(
    blankToNull,
    textSchema({ isMultiline })
      .max(max, { error: `Must be at most ${max} characters` })
      .nullable()
      .optional(),
  );
const multilineText = (max: number) => text(max, { isMultiline: true });

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    blankToNull,
    z.enum(values, { error: 'Choose one of the options' }).nullable().optional(),
  );

// Dates, months and emails are not trimmed, as before: surrounding spaces stay an invalid value.
const calendarDate = z.preprocess(
  blankToNull,
  textSchema({ isTrimmed: false })
    .refine((value) => parseCalendarDate(value) !== null, { error: 'Enter a valid date' })
    .nullable()
    .optional(),
);

const calendarMonth = z.preprocess(
  blankToNull,
  textSchema({ isTrimmed: false })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Enter a valid month' })
    .nullable()
    .optional(),
);

/** A country from countries.ts, given by name or code, stored as its English name. */
const countryName = z.preprocess(
  blankToNull,
  textSchema({ error: UNKNOWN_COUNTRY_MESSAGE })
    .transform((value, ctx) => {
      const country = findCountry(value);
      if (country) return country.name;
      ctx.addIssue({ code: 'custom', message: UNKNOWN_COUNTRY_MESSAGE });
      return z.NEVER;
    })
    .nullable()
    .optional(),
);

/**
 * A phone number as typed. It is checked and turned into E.164 by createProfileSchema(), which
 * knows the country of residence, the default region of a number typed without a country code.
 */
const phoneNumber = z.preprocess(
  blankToNull,
  textSchema({ error: INVALID_PHONE_MESSAGE })
    .max(PHONE_INPUT_MAX_LENGTH, { error: INVALID_PHONE_MESSAGE })
    .nullable()
    .optional(),
);

const email = z.preprocess(
  blankToNull,
  textSchema({ error: INVALID_EMAIL_MESSAGE, isTrimmed: false })
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }).max(EMAIL_MAX_LENGTH))
    .nullable()
    .optional(),
);

export const profileFieldsSchema = z.strictObject({
  legalFirstName: text(profileTextMaxLengths.legalFirstName),
  legalLastName: text(profileTextMaxLengths.legalLastName),
  preferredName: text(profileTextMaxLengths.preferredName),
  dateOfBirth: calendarDate,
  gender: choice(genders),
  nationality: countryName,
  country: countryName,
  phoneNumber,
  pathway: choice(pathways),
  currentEducationLevel: choice(highSchoolGradeLevels),
  currentInstitution: text(profileTextMaxLengths.currentInstitution),
  expectedGraduationDate: calendarMonth,
  graduationDate: calendarMonth,
  collegeName: text(profileTextMaxLengths.collegeName),
  collegeProgram: text(profileTextMaxLengths.collegeProgram),
  collegeLevel: choice(collegeCredentials),
  collegeYear: choice(collegeYears),
  collegeGraduationDate: calendarMonth,
  universityName: text(profileTextMaxLengths.universityName),
  universityProgram: text(profileTextMaxLengths.universityProgram),
  universityLevel: choice(universityLevels),
  universityYear: choice(universityYears),
  universityGraduationDate: calendarMonth,
  thesis: text(profileTextMaxLengths.thesis),
  researchArea: text(profileTextMaxLengths.researchArea),
  academicGrade: text(profileTextMaxLengths.academicGrade),
  curriculum: text(profileTextMaxLengths.curriculum),
  mathGrade: text(profileTextMaxLengths.mathGrade),
  physicsGrade: text(profileTextMaxLengths.physicsGrade),
  chemistryGrade: text(profileTextMaxLengths.chemistryGrade),
  biologyGrade: text(profileTextMaxLengths.biologyGrade),
  computerScienceGrade: text(profileTextMaxLengths.computerScienceGrade),
  artGrade: text(profileTextMaxLengths.artGrade),
  englishLevel: choice(languageLevels),
  englishTestType: choice(englishTestTypes),
  englishTestScore: text(profileTextMaxLengths.englishTestScore),
  englishTestDate: calendarDate,
  frenchLevel: choice(languageLevels),
  frenchTestType: choice(frenchTestTypes),
  frenchTestScore: text(profileTextMaxLengths.frenchTestScore),
  frenchTestDate: calendarDate,
  firstLanguage: text(profileTextMaxLengths.firstLanguage),
  otherLanguages: text(profileTextMaxLengths.otherLanguages),
  guardianName: text(profileTextMaxLengths.guardianName),
  guardianRelation: choice(guardianRelations),
  guardianEmail: email,
  guardianPhone: phoneNumber,
  guardianAddress: multilineText(profileTextMaxLengths.guardianAddress),
  emergencyContactName: text(profileTextMaxLengths.emergencyContactName),
  emergencyContactRelation: text(profileTextMaxLengths.emergencyContactRelation),
  emergencyContactPhone: phoneNumber,
  emergencyContactEmail: email,
  careerGoals: multilineText(profileTextMaxLengths.careerGoals),
  extracurriculars: multilineText(profileTextMaxLengths.extracurriculars),
  workExperience: multilineText(profileTextMaxLengths.workExperience),
  achievements: multilineText(profileTextMaxLengths.achievements),
} satisfies Record<ProfileFieldName, z.ZodType>);

export type ProfileFields = z.infer<typeof profileFieldsSchema>;

const typedInputMaxLengths: Partial<Record<ProfileFieldName, number>> = {
  ...profileTextMaxLengths,
  phoneNumber: PHONE_INPUT_MAX_LENGTH,
  guardianPhone: PHONE_INPUT_MAX_LENGTH,
  emergencyContactPhone: PHONE_INPUT_MAX_LENGTH,
  guardianEmail: EMAIL_MAX_LENGTH,
  emergencyContactEmail: EMAIL_MAX_LENGTH,
};

/** How many characters a typed field takes (the form's inputs stop there); none for pickers. */
export function profileInputMaxLength(field: ProfileFieldName): number | undefined {
  return typedInputMaxLengths[field];
}
// Kept in a module of their own (see there); `satisfies` above holds the schema to exactly them.
export {
  profileFieldGroups,
  profileFieldNames,
  type ProfileFieldName,
} from './profile-field-names.ts';

/**
 * Any set of profile values: a parsed profile, a stored one or the form's state. The rules and
 * the completion percentage read profiles through this type, so they work on all of them.
 */
export type ProfileValues = { readonly [Name in ProfileFieldName]?: string | null | undefined };
