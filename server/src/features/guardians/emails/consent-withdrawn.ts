// What the consultants are told when a guardian withdraws consent (issue 26, item 6): which
// student, what it means for them, and that nothing was deleted.
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';

export function renderConsentWithdrawnEmail(input: {
  studentName: string;
  usersUrl: string;
}): RenderedEmail {
  return renderEmail({
    template: 'guardian_consent_withdrawn',
    subject: `Guardian consent withdrawn: ${input.studentName}`,
    heading: 'Guardian consent withdrawn',
    intro: [
      `The guardian of ${input.studentName}, who is under 18, withdrew their consent on StudyPath.`,
      'Until a guardian consents again, the student cannot start new study paths, upload documents or make payments. Nothing was deleted: their paths, documents, payments and messages stay as they are, and the student can still sign in and message you.',
    ],
    action: { label: 'Open Users', url: input.usersUrl },
    outro: ['Find the student in Users to see their guardian consent record.'],
    reason:
      'You received this email because you are a consultant on StudyPath and a student you may advise lost their guardian consent.',
  });
}
