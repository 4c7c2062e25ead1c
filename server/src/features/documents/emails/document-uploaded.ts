// The email a student gets when their consultant uploads a document for them (part 2 §1, issue 10):
// which document, in which category, and a link to where it is listed.
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';

export function renderDocumentUploadedEmail(input: {
  email: string;
  fileName: string;
  categoryLabel: string;
  documentsUrl: string;
}): RenderedEmail {
  return renderEmail({
    template: 'document_uploaded',
    subject: 'Your consultant uploaded a document for you',
    heading: 'A new document is in your StudyPath account',
    intro: [
      `Your educational consultant uploaded ${input.fileName} (${input.categoryLabel}) to your documents.`,
    ],
    action: { label: 'View your documents', url: input.documentsUrl },
    outro: ['Sign in to StudyPath to download it. Message your consultant if you have questions.'],
    reason: `You received this email because you have a StudyPath account with ${input.email}.`,
  });
}
