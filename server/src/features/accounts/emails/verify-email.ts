import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';

export function renderVerifyEmail(input: { verifyUrl: string; email: string }): RenderedEmail {
  return renderEmail({
    template: 'verify_email',
    subject: 'Verify your email address for StudyPath',
    heading: 'Confirm your email address',
    intro: [
      'Welcome to StudyPath! Please confirm that this is your email address to activate your account.',
    ],
    action: { label: 'Verify email address', url: input.verifyUrl },
    outro: [
      'This link expires in 24 hours and can be used once.',
      'After verifying, return to StudyPath and sign in.',
    ],
    reason: `You received this email because an account was registered on StudyPath with ${input.email}. If it was not you, ignore this email and no account will be activated.`,
  });
}
