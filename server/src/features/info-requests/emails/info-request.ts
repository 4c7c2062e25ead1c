// The email a student gets when their consultant sends an information request (part 2 §1): how
// many questions, and a link to where they are answered (the study path's page, or the dashboard
// for a general request). The questions themselves stay in the portal, behind sign-in.
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';

export function renderInfoRequestEmail(input: {
  email: string;
  questionCount: number;
  /** Whether the request is about a study path (else a general inquiry). */
  isAboutStudyPath: boolean;
  answerUrl: string;
}): RenderedEmail {
  const questions = input.questionCount === 1 ? 'a question' : `${input.questionCount} questions`;
  const subject = input.isAboutStudyPath ? ' about your study path' : '';
  return renderEmail({
    template: 'info_request',
    subject: 'Your consultant needs some information',
    heading: 'Your consultant needs some information',
    intro: [
      `Your educational consultant sent you ${questions}${subject}.`,
      'Your answers help them move your plans forward.',
    ],
    action: { label: 'Answer the questions', url: input.answerUrl },
    outro: ['Sign in to StudyPath to see the questions and send your answers.'],
    reason: `You received this email because you have a StudyPath account with ${input.email}.`,
  });
}
