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
import { INVALID_PHONE_MESSAGE, toE164PhoneNumber } from './phone.ts';
import type { ProfileFieldName } from './profile-field-names.ts';
import { textSchema } from '../input/text.schema.ts';

const INVALID_EMAIL_MESSAGE = 'Invalid email address';

/** Empty strings from a form mean "not provided": store them as null. */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

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

/** An international phone number, stored in E.164. */
const phoneNumber = z.preprocess(
  blankToNull,
  textSchema({ error: INVALID_PHONE_MESSAGE })
    .transform((value, ctx) => {
      const e164 = toE164PhoneNumber(value);
      if (e164) return e164;
      ctx.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE });
      return z.NEVER;
    })
    .nullable()
    .optional(),
);

const email = z.preprocess(
  blankToNull,
  textSchema({ error: INVALID_EMAIL_MESSAGE, isTrimmed: false })
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }).max(254))
    .nullable()
    .optional(),
);

export const profileFieldsSchema = z.strictObject({
  legalFirstName: text(100),
  legalLastName: text(100),
  preferredName: text(100),
  dateOfBirth: calendarDate,
  gender: choice(genders),
  nationality: countryName,
  country: countryName,
  phoneNumber,
  pathway: choice(pathways),
  currentEducationLevel: choice(highSchoolGradeLevels),
  currentInstitution: text(200),
  expectedGraduationDate: calendarMonth,
  graduationDate: calendarMonth,
  collegeName: text(200),
  collegeProgram: text(200),
  collegeLevel: choice(collegeCredentials),
  collegeYear: choice(collegeYears),
  collegeGraduationDate: calendarMonth,
  universityName: text(200),
  universityProgram: text(200),
  universityLevel: choice(universityLevels),
  universityYear: choice(universityYears),
  universityGraduationDate: calendarMonth,
  thesis: text(300),
  researchArea: text(200),
  academicGrade: text(50),
  curriculum: text(100),
  mathGrade: text(20),
  physicsGrade: text(20),
  chemistryGrade: text(20),
  biologyGrade: text(20),
  computerScienceGrade: text(20),
  artGrade: text(20),
  englishLevel: choice(languageLevels),
  englishTestType: choice(englishTestTypes),
  englishTestScore: text(20),
  englishTestDate: calendarDate,
  frenchLevel: choice(languageLevels),
  frenchTestType: choice(frenchTestTypes),
  frenchTestScore: text(20),
  frenchTestDate: calendarDate,
  firstLanguage: text(100),
  otherLanguages: text(300),
  guardianName: text(200),
  guardianRelation: choice(guardianRelations),
  guardianEmail: email,
  guardianPhone: phoneNumber,
  guardianAddress: multilineText(300),
  emergencyContactName: text(200),
  emergencyContactRelation: text(100),
  emergencyContactPhone: phoneNumber,
  emergencyContactEmail: email,
  careerGoals: multilineText(2000),
  extracurriculars: multilineText(2000),
  workExperience: multilineText(2000),
  achievements: multilineText(2000),
} satisfies Record<ProfileFieldName, z.ZodType>);

export type ProfileFields = z.infer<typeof profileFieldsSchema>;
// Kept in a module of their own (see there); `satisfies` above holds the schema to exactly them.
export { profileFieldNames, type ProfileFieldName } from './profile-field-names.ts';

/**
 * Any set of profile values: a parsed profile, a stored one or the form's state. The rules and
 * the completion percentage read profiles through this type, so they work on all of them.
 */
export type ProfileValues = { readonly [Name in ProfileFieldName]?: string | null | undefined };
