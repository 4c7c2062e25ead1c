// SMTP delivery through nodemailer's connection pool (SMTP_URL). Timeouts are set well below the
// relay's claim lease, so a hung server cannot make two relays send the same message. Errors are
// re-thrown with the URL's credentials removed: their text ends up in email_outbox.last_error and
// in the logs.
import { createTransport } from 'nodemailer';
import { toNodemailerMessage, type EmailTransport, type OutgoingEmail } from './email-transport.ts';

export const smtpTimeouts = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
} as const;

export function createSmtpTransport(options: { url: string }): EmailTransport {
  const mailer = createTransport({ url: options.url, pool: true, ...smtpTimeouts });
  const secrets = credentialsOf(options.url);
  return {
    name: 'smtp',
    send: async (message: OutgoingEmail) => {
      try {
        await mailer.sendMail(toNodemailerMessage(message));
      } catch (error) {
        throw new Error(redact(describeError(error), secrets), { cause: error });
      }
    },
    close: () => mailer.close(),
  };
}

function credentialsOf(url: string): string[] {
  const parsed = new URL(url);
  return [parsed.password, decodeURIComponent(parsed.password), parsed.username]
    .filter((value) => value.length >= 3)
    .sort((a, b) => b.length - a.length);
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code)
    ? `${code}: ${error.message}`
    : error.message;
}

function redact(text: string, secrets: string[]): string {
  return secrets.reduce((result, secret) => result.split(secret).join('[redacted]'), text);
}
