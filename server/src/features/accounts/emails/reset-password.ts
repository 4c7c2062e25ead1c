import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';

export function renderResetPasswordEmail(input: {
  resetUrl: string;
  email: string;
}): RenderedEmail {
  return renderEmail({
    template: 'reset_password',
    subject: 'Reset your StudyPath password',
    heading: 'Reset your password',
    intro: ['We received a request to reset the password of your StudyPath account.'],
    action: { label: 'Reset password', url: input.resetUrl },
    outro: [
      'This link expires in 1 hour and can be used once. Only the newest link you requested works.',
      'Resetting your password signs you out on every device.',
    ],
    reason: `You received this email because a password reset was requested for the StudyPath account ${input.email}. If you did not ask for it, ignore this email; your password stays unchanged.`,
  });
}
