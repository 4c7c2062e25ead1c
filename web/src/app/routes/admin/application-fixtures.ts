// A study path as GET /api/admin/applications/{id} answers it, for the detail page's tests.
export const admin = {
  id: '0b5cdb8e-3f6a-4d8e-9a52-1f1f4b1c2d3e',
  email: 'lead@studypath.ca',
  role: 'admin',
};

const quiz = {
  quizResponses: {
    educationLevel: 'bachelors',
    coopOption: 'with-coop',
    fieldOfStudy: 'business',
    fieldOther: null,
    preferredProvince: 'ontario',
    startTiming: 'fall-2027',
    budgetRange: '25k-35k',
    budgetOther: null,
    financialDetails: 'Family savings',
  },
  startTiming: 'fall-2027',
  budget: '$25,000 - $35,000',
  financialDetails: 'Family savings',
};

export const studyPath = (fields: Record<string, unknown> = {}) => ({
  id: 'p1',
  userId: 'u1',
  status: 'in_review',
  specificProgram: null,
  fieldOfStudy: 'Business & Management',
  programPreferences: "Bachelor's Degree (With Co-op)",
  intendedInstitutions: null,
  additionalInfo: JSON.stringify(quiz),
  adminNotes: 'Send your transcript',
  closedReason: null,
  closedAt: null,
  paymentStatus: 'paid',
  packageTier: 'premium',
  packagePrice: 0,
  paidAt: '2026-02-03T10:00:00.000Z',
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  internalNotes: 'Strong candidate',
  email: 'ana@example.com',
  legalFirstName: 'Ana',
  legalLastName: 'Silva',
  phone: '+14165550142',
  dateOfBirth: '2006-04-12',
  citizenship: 'Brazil',
  country: 'Brazil',
  pathway: 'high_school_current',
  highestEducation: 'grade_12',
  currentGrade: null,
  overallAverage: '88',
  englishTest: 'ielts',
  englishTestScore: '7.5',
  standardizedTest: null,
  standardizedTestScore: null,
  guardianName: 'Maria Silva',
  guardianEmail: 'maria@example.com',
  guardianPhone: null,
  ...fields,
});

/** An information request as GET /api/admin/info-requests(/application/{id}) answers it. */
export const infoRequest = (fields: Record<string, unknown> = {}) => ({
  id: 'r1',
  applicationId: 'p1',
  status: 'pending',
  createdAt: '2026-03-02T10:00:00.000Z',
  answeredAt: null,
  questions: [
    { id: 'q1', question: 'What was your IELTS score?', required: true },
    { id: 'q2', question: 'Anything else we should know?', required: false },
  ],
  responses: null,
  userId: 'u1',
  studentName: 'Ana Silva',
  studentEmail: 'ana@example.com',
  applicationProgram: 'Business Administration',
  applicationInstitution: 'Seneca Polytechnic',
  ...fields,
});

export const answeredInfoRequest = (fields: Record<string, unknown> = {}) =>
  infoRequest({
    status: 'answered',
    answeredAt: '2026-03-03T10:00:00.000Z',
    responses: { q1: '7.5', q2: 'I can start in September.' },
    ...fields,
  });
