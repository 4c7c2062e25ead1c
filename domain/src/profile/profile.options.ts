// The closed lists of the profile form (part 1 §2 "Profile edit", §3 "Pathway values").
export const genders = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof genders)[number];

export const pathways = [
  'high_school_current',
  'high_school_graduated',
  'college_current',
  'college_graduated',
  'university_current',
  'university_graduated',
] as const;
export type Pathway = (typeof pathways)[number];

export const highSchoolGradeLevels = ['grade_9', 'grade_10', 'grade_11', 'grade_12'] as const;
export const collegeCredentials = [
  'certificate',
  'diploma',
  'advanced_diploma',
  'bachelors',
] as const;
export const collegeYears = ['1st_year', '2nd_year', '3rd_year', 'final_year'] as const;
export const universityLevels = ['undergraduate', 'masters', 'phd'] as const;
export type UniversityLevel = (typeof universityLevels)[number];
export const universityYears = [
  '1st_year',
  '2nd_year',
  '3rd_year',
  '4th_year',
  '5th_year',
  'final_year',
] as const;
export const languageLevels = ['none', 'beginner', 'intermediate', 'advanced', 'native'] as const;
export const englishTestTypes = ['ielts', 'toefl', 'duolingo', 'pte', 'none'] as const;
export const frenchTestTypes = [
  'none',
  'delf',
  'dalf',
  'tcf',
  'tef',
  'tcf_canada',
  'tef_canada',
] as const;
export const guardianRelations = ['mother', 'father', 'guardian', 'other'] as const;

export const subjectGradeFields = [
  'mathGrade',
  'physicsGrade',
  'chemistryGrade',
  'biologyGrade',
  'computerScienceGrade',
  'artGrade',
] as const;

export function isHighSchoolPathway(pathway: string | null | undefined): boolean {
  return pathway === 'high_school_current' || pathway === 'high_school_graduated';
}

export function isGraduateLevel(level: string | null | undefined): boolean {
  return level === 'masters' || level === 'phd';
}
