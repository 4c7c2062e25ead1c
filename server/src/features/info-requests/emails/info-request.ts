// The email a student gets when their consultant sends an information request (part 2 §1): how
// many questions, and a link to where they are answered (the study path's page, or the dashboard
// for a general request). The questions themselves stay in the portal, behind sign-in. In the
// student's language (issue 27).
import type { Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export function renderInfoRequestEmail(input: {
  email: string;
  questionCount: number;
  /** Whether the request is about a study path (else a general inquiry). */
  isAboutStudyPath: boolean;
  answerUrl: string;
  /** The student's language; English when absent. */
  language?: Language;
}): RenderedEmail {
  const language = input.language ?? 'en';
  const t = emailTexts(language).infoRequest;
  // Whole sentences per case: each language words the count and the topic its own way.
  const isOne = input.questionCount === 1;
  const intro = input.isAboutStudyPath
    ? isOne
      ? t.introOneAboutStudyPath
      : t.introOtherAboutStudyPath
    : isOne
      ? t.introOne
      : t.introOther;
  return renderEmail({
    template: 'info_request',
    language,
    subject: t.subject,
    heading: t.heading,
    intro: [fillText(intro, { count: input.questionCount }), t.introHelp],
    action: { label: t.action, url: input.answerUrl },
    outro: [t.outro],
    reason: fillText(t.reason, { email: input.email }),
  });
}
