// Study path data for tests and the gates: a complete student profile (so POST /api/applications
// is allowed), a valid creation body for today's start dates, and paths inserted directly in any
// status (creation through the API only makes 'new' ones). No test-framework imports.
import type { ApplicationStatus, CreateApplicationRequestBody } from '@studypath/domain';
import {
  buildCreateApplicationRequest,
  createProfileSchema,
  upcomingIntakes,
} from '@studypath/domain';
import type { ApplicationRow, ProgramRow } from '../src/platform/db/schema/index.ts';
import { insertApplicationUnlessActiveExists } from '../src/features/applications/applications.queries.ts';
import { saveStudentProfile } from '../src/features/profile/profile.service.ts';
import { insertProgram } from '../src/features/programs/programs.queries.ts';
import type { ServiceDeps } from '../src/platform/service-deps.ts';

/** A complete (100%) college_current profile of an adult. */
export const completeStudentProfile = {
  legalFirstName: 'Ana',
  legalLastName: 'Silva',
  preferredName: 'Aninha',
  dateOfBirth: '2000-05-01',
  gender: 'female',
  nationality: 'Brazil',
  country: 'Canada',
  phoneNumber: '+5511912345678',
  pathway: 'college_current',
  currentEducationLevel: null,
  collegeName: 'Humber College',
  collegeProgram: 'Practical Nursing',
  collegeLevel: 'diploma',
  collegeYear: '2nd_year',
  academicGrade: '88%',
  englishLevel: 'advanced',
  englishTestType: 'ielts',
  englishTestScore: '7.5',
  careerGoals: 'Registered nurse in Ontario',
};

export async function completeProfileOf(
  deps: ServiceDeps,
  userId: string,
  changes: Partial<typeof completeStudentProfile> = {},
): Promise<void> {
  const today = deps.now();
  // Straight to the service, without the guardians feature's watcher (an adult needs none).
  await saveStudentProfile(
    { ...deps, guardianEmailWatchers: [] },
    {
      userId,
      profile: createProfileSchema(today).parse({ ...completeStudentProfile, ...changes }),
      today,
      ip: '127.0.0.1',
    },
  );
}

/** What the web sends when the quiz is finished, with the first start date offered `today`. */
export function studyPathRequestBody(today: Date): CreateApplicationRequestBody {
  return buildCreateApplicationRequest({
    educationLevel: 'bachelors',
    coopOption: 'with-coop',
    fieldOfStudy: 'stem',
    fieldOther: '',
    preferredProvince: 'ontario',
    startTiming: upcomingIntakes(today)[0] ?? '',
    budgetRange: '25k-35k',
    budgetOther: '',
    financialDetails: '',
  });
}

export async function insertStudyPath(
  deps: ServiceDeps,
  input: {
    userId: string;
    status?: ApplicationStatus;
    fieldOfStudy?: string;
    intendedInstitutions?: string | null;
    createdAt?: Date;
  },
): Promise<ApplicationRow> {
  const now = input.createdAt ?? deps.now();
  const row = await insertApplicationUnlessActiveExists(deps.db, {
    userId: input.userId,
    status: input.status ?? 'new',
    fieldOfStudy: input.fieldOfStudy ?? 'Science, Technology, Engineering & Math',
    programPreferences: "Bachelor's Degree (With Co-op)",
    intendedInstitutions: input.intendedInstitutions ?? null,
    additionalInfo: null,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new Error('the student already has an active study path');
  return row;
}

export async function insertTestProgram(
  deps: ServiceDeps,
  changes: Partial<Pick<ProgramRow, 'title' | 'institution'>> = {},
): Promise<ProgramRow> {
  const now = deps.now();
  return insertProgram(deps.db, {
    title: changes.title ?? 'Computer Programming',
    programLink: 'https://www.example.ca/programs/computer-programming',
    institution: changes.institution ?? 'Seneca Polytechnic',
    location: 'Toronto, ON',
    duration: '2 years',
    tuition: 'CAD 18,000 / year',
    intakeDate: 'September',
    description: null,
    requirements: null,
    imageUrl: null,
    createdBy: null,
    createdAt: now,
    updatedAt: now,
  });
}
