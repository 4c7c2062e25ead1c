// Which profile fields the form shows for the current answers (part 1 §2 "Conditional fields").
// The view shows the same rows, and a save sends hidden fields as null so that a stale answer
// (a college name after switching to a high school pathway, a test score after choosing no test)
// is neither stored nor counted.
import {
  isGraduateLevel,
  isHighSchoolPathway,
  subjectGradeFields,
  type ProfileFieldName,
} from '@studypath/domain/profile';

type Answers = Partial<Record<ProfileFieldName, string | null | undefined>>;

const isCollegePathway = (pathway: unknown) =>
  pathway === 'college_current' || pathway === 'college_graduated';
const isUniversityPathway = (pathway: unknown) =>
  pathway === 'university_current' || pathway === 'university_graduated';
const tookTest = (testType: unknown) =>
  typeof testType === 'string' && testType !== '' && testType !== 'none';

const conditions: Partial<Record<ProfileFieldName, (answers: Answers) => boolean>> = {
  currentEducationLevel: (a) => a.pathway === 'high_school_current',
  currentInstitution: (a) => isHighSchoolPathway(a.pathway),
  expectedGraduationDate: (a) => a.pathway === 'high_school_current',
  graduationDate: (a) => a.pathway === 'high_school_graduated',
  collegeName: (a) => isCollegePathway(a.pathway),
  collegeProgram: (a) => isCollegePathway(a.pathway),
  collegeLevel: (a) => isCollegePathway(a.pathway),
  collegeYear: (a) => a.pathway === 'college_current',
  collegeGraduationDate: (a) => a.pathway === 'college_graduated',
  universityName: (a) => isUniversityPathway(a.pathway),
  universityProgram: (a) => isUniversityPathway(a.pathway),
  universityLevel: (a) => isUniversityPathway(a.pathway),
  universityYear: (a) => a.pathway === 'university_current',
  universityGraduationDate: (a) => a.pathway === 'university_graduated',
  thesis: (a) => isUniversityPathway(a.pathway) && isGraduateLevel(a.universityLevel),
  researchArea: (a) => isUniversityPathway(a.pathway) && isGraduateLevel(a.universityLevel),
  englishTestScore: (a) => tookTest(a.englishTestType),
  englishTestDate: (a) => tookTest(a.englishTestType),
  frenchTestScore: (a) => tookTest(a.frenchTestType),
  frenchTestDate: (a) => tookTest(a.frenchTestType),
  ...Object.fromEntries(
    subjectGradeFields.map((field) => [field, (a: Answers) => isHighSchoolPathway(a.pathway)]),
  ),
};

export function isFieldShown(field: ProfileFieldName, answers: Answers): boolean {
  return conditions[field]?.(answers) ?? true;
}
