// The invitation a minor's guardian receives (issue 26, item 1): who the student is, what StudyPath
// is and does, what it holds and for how long (the consent text itself), and the single-use link.
import { fillConsentText, GUARDIAN_INVITATION_DAYS, guardianConsentTexts } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { formatDisplayDate } from '../../../platform/email/display-date.ts';

export function renderGuardianInvitationEmail(input: {
  studentName: string;
  consentUrl: string;
  guardianEmail: string;
  expiresAt: Date;
}): RenderedEmail {
  const text = fillConsentText(guardianConsentTexts.en, input.studentName);
  return renderEmail({
    template: 'guardian_invitation',
    subject: `${input.studentName} needs your consent to use StudyPath`,
    heading: text.title,
    intro: [
      ...text.paragraphs,
      'Open the link below to read this text again, then consent or refuse. You will type your full name as your signature.',
    ],
    action: { label: 'Review and decide', url: input.consentUrl },
    outro: [
      `This link can be used once and expires in ${GUARDIAN_INVITATION_DAYS} days, on ${formatDisplayDate(input.expiresAt)}. A newer email from StudyPath replaces it.`,
    ],
    reason: `You received this email because ${input.studentName} named ${input.guardianEmail} as their parent or guardian on StudyPath. If you are not, ignore this email: nothing is agreed unless you open the link and consent.`,
  });
}
