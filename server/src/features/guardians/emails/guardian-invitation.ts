// The invitation a minor's guardian receives (issue 26, item 1): who the student is, what StudyPath
// is and does, what it holds and for how long (the consent text itself), and the single-use link.
// In the guardian's language (issue 27): their account's if they have one, else the student's.
import {
  fillConsentText,
  formatDisplayDate,
  GUARDIAN_INVITATION_DAYS,
  guardianConsentTexts,
  type Language,
} from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';
import { consentTextLanguageFor } from '../consent-text-version.ts';

export function renderGuardianInvitationEmail(input: {
  studentName: string;
  consentUrl: string;
  guardianEmail: string;
  expiresAt: Date;
  /** The guardian's language; English when absent. */
  language?: Language;
}): RenderedEmail {
  const language = input.language ?? 'en';
  const t = emailTexts(language).guardianInvitation;
  const text = fillConsentText(
    guardianConsentTexts[consentTextLanguageFor(language)],
    input.studentName,
  );
  return renderEmail({
    template: 'guardian_invitation',
    language,
    subject: fillText(t.subject, { student: input.studentName }),
    heading: text.title,
    intro: [...text.paragraphs, t.introDecide],
    action: { label: t.action, url: input.consentUrl },
    outro: [
      fillText(t.outro, {
        days: GUARDIAN_INVITATION_DAYS,
        date: formatDisplayDate(input.expiresAt, language, 'UTC'),
      }),
    ],
    reason: fillText(t.reason, {
      student: input.studentName,
      guardianEmail: input.guardianEmail,
    }),
  });
}
