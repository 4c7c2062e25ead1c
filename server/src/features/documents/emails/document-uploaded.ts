// The email a student gets when their consultant uploads a document for them (part 2 §1, issue 10):
// which document, in which category, and a link to where it is listed. In the student's language
// (issue 27); the caller gives the category's label in that language.
import type { Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export function renderDocumentUploadedEmail(input: {
  email: string;
  fileName: string;
  categoryLabel: string;
  documentsUrl: string;
  /** The student's language; English when absent. */
  language?: Language;
}): RenderedEmail {
  const language = input.language ?? 'en';
  const t = emailTexts(language).documentUploaded;
  return renderEmail({
    template: 'document_uploaded',
    language,
    subject: t.subject,
    heading: t.heading,
    intro: [fillText(t.intro, { fileName: input.fileName, category: input.categoryLabel })],
    action: { label: t.action, url: input.documentsUrl },
    outro: [t.outro],
    reason: fillText(t.reason, { email: input.email }),
  });
}
