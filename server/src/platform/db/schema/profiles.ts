// One profile per user (part 1 §3 field names). Every field is text: the shape and the rules
// live in domain/src/profile (validated on the way in), and calendar values are ISO strings
// ('YYYY-MM-DD' dates, 'YYYY-MM' months) so no time zone can shift a birthday.
import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { foldedTrigrams } from '../like-patterns.ts';
import { users } from './users.ts';

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    legalFirstName: text('legal_first_name'),
    legalLastName: text('legal_last_name'),
    preferredName: text('preferred_name'),
    dateOfBirth: text('date_of_birth'),
    gender: text('gender'),
    nationality: text('nationality'),
    country: text('country'),
    phoneNumber: text('phone_number'),
    pathway: text('pathway'),
    currentEducationLevel: text('current_education_level'),
    currentInstitution: text('current_institution'),
    expectedGraduationDate: text('expected_graduation_date'),
    graduationDate: text('graduation_date'),
    collegeName: text('college_name'),
    collegeProgram: text('college_program'),
    collegeLevel: text('college_level'),
    collegeYear: text('college_year'),
    collegeGraduationDate: text('college_graduation_date'),
    universityName: text('university_name'),
    universityProgram: text('university_program'),
    universityLevel: text('university_level'),
    universityYear: text('university_year'),
    universityGraduationDate: text('university_graduation_date'),
    thesis: text('thesis'),
    researchArea: text('research_area'),
    academicGrade: text('academic_grade'),
    curriculum: text('curriculum'),
    mathGrade: text('math_grade'),
    physicsGrade: text('physics_grade'),
    chemistryGrade: text('chemistry_grade'),
    biologyGrade: text('biology_grade'),
    computerScienceGrade: text('computer_science_grade'),
    artGrade: text('art_grade'),
    englishLevel: text('english_level'),
    englishTestType: text('english_test_type'),
    englishTestScore: text('english_test_score'),
    englishTestDate: text('english_test_date'),
    frenchLevel: text('french_level'),
    frenchTestType: text('french_test_type'),
    frenchTestScore: text('french_test_score'),
    frenchTestDate: text('french_test_date'),
    firstLanguage: text('first_language'),
    otherLanguages: text('other_languages'),
    guardianName: text('guardian_name'),
    guardianRelation: text('guardian_relation'),
    guardianEmail: text('guardian_email'),
    guardianPhone: text('guardian_phone'),
    guardianAddress: text('guardian_address'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactRelation: text('emergency_contact_relation'),
    emergencyContactPhone: text('emergency_contact_phone'),
    emergencyContactEmail: text('emergency_contact_email'),
    careerGoals: text('career_goals'),
    extracurriculars: text('extracurriculars'),
    workExperience: text('work_experience'),
    achievements: text('achievements'),
    /** How an administrator is shown to students (admin settings); unused for students. */
    displayName: text('display_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profiles_names_search_idx').using('gin', foldedTrigrams(profileNamesText(table))),
  ],
);

/**
 * The names an admin search reads, one string: the full name ("Ana Silva" finds Ana Silva), then
 * the preferred name after U+0001, which search text cannot hold, so no match spans the two. The
 * search index holds it folded (decision 032); the query must use this same expression for the
 * index to serve it.
 */
export function profileNamesText(table: {
  legalFirstName: AnyPgColumn;
  legalLastName: AnyPgColumn;
  preferredName: AnyPgColumn;
}): SQL {
  return sql`coalesce(${table.legalFirstName}, '') || ' ' || coalesce(${table.legalLastName}, '') || chr(1) || coalesce(${table.preferredName}, '')`;
}

export type ProfileRow = typeof profiles.$inferSelect;
