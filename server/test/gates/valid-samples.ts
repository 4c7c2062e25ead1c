// A valid body per route (and caller), so the fuzz gate can change one field at a time and reach
// the rules that run after validation. Optional: a route without one is fuzzed on {}.
import { studyPathRequestBody } from '../study-path-factories.ts';
import type { CallerName } from './gate-callers.ts';

const studentProfile = {
  legalFirstName: 'Ana',
  legalLastName: 'Silva',
  dateOfBirth: '2000-05-01',
  gender: 'female',
  nationality: 'Brazil',
  country: 'Canada',
  phoneNumber: '+55 11 91234 5678',
  pathway: 'university_current',
  universityName: 'University of Toronto',
  universityProgram: 'Computer Science',
  universityLevel: 'masters',
  universityYear: '1st_year',
  thesis: 'Verified compilers',
  researchArea: 'Programming languages',
  academicGrade: '3.8 GPA',
  englishLevel: 'advanced',
  careerGoals: 'Research engineer\nin Montreal',
};

const program = {
  title: 'Computer Programming',
  programLink: 'https://www.example.ca/programs/computer-programming',
  institution: 'Seneca Polytechnic',
  location: 'Toronto, ON',
  description: 'Two years\nwith co-op',
};

const newPassword = 'correct horse battery';

export const validSamples: Readonly<Record<string, (caller: CallerName) => unknown>> = {
  'POST /api/auth/login': () => ({ email: 'fuzz@example.com', password: newPassword }),
  'PATCH /api/auth/me': () => ({ language: 'fr' }),
  'POST /api/auth/register': () => ({
    email: `fuzz-${Math.random().toString(36).slice(2)}@example.com`,
    password: newPassword,
    confirmPassword: newPassword,
    acceptTerms: true,
    acceptPrivacy: true,
  }),
  'POST /api/auth/verify-email': () => ({ token: 'A'.repeat(43) }),
  'POST /api/auth/forgot-password': () => ({ email: 'fuzz@example.com' }),
  'POST /api/auth/resend-verification': () => ({ email: 'fuzz@example.com' }),
  'POST /api/auth/reset-password': () => ({
    password: newPassword,
    confirmPassword: newPassword,
    token: 'A'.repeat(43),
  }),
  'PUT /api/user/profile': (caller) =>
    caller === 'admin' ? { displayName: 'Consultant' } : studentProfile,
  'POST /api/applications': () => studyPathRequestBody(new Date()),
  'PATCH /api/admin/applications/:id/status': () => ({ status: 'in_review' }),
  'PATCH /api/admin/applications/:id/notes': () => ({
    adminNotes: 'Please upload your transcript.',
    internalNotes: 'Strong candidate',
  }),
  'PATCH /api/admin/applications/:id/close': () => ({ reason: 'The student asked to stop.' }),
  'PUT /api/applications/:id/checklist/answers': () => ({
    institutionType: 'public',
    familyMembersComing: 2,
  }),
  'PUT /api/admin/applications/:id/checklist/answers': () => ({
    needsMedicalExam: false,
    studyLengthMonths: 24,
  }),
  'PUT /api/admin/applications/:id/checklist/items/:itemId/review': () => ({
    decision: 'not_needed',
    reason: 'The biometrics appointment takes the photo.',
  }),
  'POST /api/admin/applications/:id/checklist/items': () => ({
    title: 'Bank letter in English',
    details: 'Ask your bank for a letter in English.',
    category: 'financial',
  }),
  'PUT /api/admin/applications/:id/assignment': () => ({ isComplex: true }),
  'PATCH /api/admin/team/settings': () => ({
    firm: { targetMinutes: 2880 },
    mine: { activityEmails: true },
  }),
  'POST /api/documents': () => ({
    fileName: 'transcript.pdf',
    storageKey: 'uploads/0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10/1c6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a11',
    category: 'transcript',
    mimeType: 'application/pdf',
    fileSize: 1234,
  }),
  'POST /api/admin/programs': () => program,
  'PATCH /api/admin/programs/:id': () => ({ tuition: 'CAD 19,000 / year' }),
  'POST /api/admin/applications/:id/programs': () => ({
    programId: '0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10',
    notes: 'A good fit for your goals',
  }),
  'POST /api/messages/threads': () => ({
    subject: 'Question about my visa',
    content: 'When is my appointment?\nThank you',
  }),
  'POST /api/messages': () => ({
    threadId: '0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10',
    content: 'Thank you!\nSee you soon',
  }),
  'POST /api/admin/messages/threads': () => ({
    studentId: '0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10',
    subject: 'Your visa appointment',
    content: 'Please bring your passport.',
  }),
  'POST /api/admin/info-requests': () => ({
    userId: '0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10',
    applicationId: null,
    questions: [{ id: 'q1', question: 'When can you\nstart?', required: true }],
  }),
  'POST /api/info-requests/:requestId/respond': () => ({
    responses: { q1: 'September 2026', q2: 'Nothing\nelse' },
  }),
  'PUT /api/admin/users/:id': () => ({ role: 'admin' }),
  'POST /api/create-payment-intent': () => ({
    applicationId: '0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10',
    packageTier: 'premium',
  }),
  'POST /api/payments/simulated/confirm': () => ({
    clientSecret: `sim_pi_${'0'.repeat(24)}_secret_${'A'.repeat(32)}`,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 30',
    cvc: '123',
  }),
  'POST /api/guardian/students/:studentId/create-payment-intent': () => ({
    applicationId: '0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10',
    packageTier: 'premium',
  }),
  'POST /api/guardian/payments/simulated/confirm': () => ({
    clientSecret: `sim_pi_${'0'.repeat(24)}_secret_${'A'.repeat(32)}`,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 30',
    cvc: '123',
  }),
  'POST /api/guardian/account': () => ({
    token: 'A'.repeat(43),
    password: newPassword,
    confirmPassword: newPassword,
  }),
  'POST /api/guardian/links': () => ({ token: 'A'.repeat(43) }),
  'PUT /api/guardian/students/:studentId/settings': () => ({ statusEmails: false }),
  'PUT /api/admin/packages': () => ({
    basic: 49_900,
    standard: 89_900,
    premium: 149_900,
    ultimate: 249_900,
  }),
  // Not the callers' password: the fuzz reaches the password check and is refused there, so no
  // gate account is ever scheduled for deletion.
  'POST /api/privacy/deletion': () => ({ password: newPassword, confirmation: 'DELETE' }),
};
