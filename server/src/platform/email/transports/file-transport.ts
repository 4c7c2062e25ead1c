// The development driver, used when SMTP_URL is not set: every message is written as an RFC 822
// .eml file under DATA_DIR/mail (open it in any mail client) and the links it carries are printed
// to stdout so the developer can click them. Printed with process.stdout.write on purpose, not
// through the JSON logger: links carry tokens, and no token may ever reach log storage.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { toNodemailerMessage, type EmailTransport, type OutgoingEmail } from './email-transport.ts';

export interface FileTransportOptions {
  /** Directory the .eml files go to (created when missing). */
  directory: string;
  /** Where the notice with the links is written; default process.stdout. */
  print?: (text: string) => void;
  now?: () => Date;
}

export function createFileTransport(options: FileTransportOptions): EmailTransport {
  // nodemailer builds the MIME message exactly as for SMTP; streamTransport only hands it back.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const print = options.print ?? ((text: string) => void process.stdout.write(text));
  const now = options.now ?? (() => new Date());
  return {
    name: 'file',
    send: async (message: OutgoingEmail) => {
      const info = await composer.sendMail(toNodemailerMessage(message));
      if (!Buffer.isBuffer(info.message)) throw new Error('expected the message as a buffer');
      await fs.mkdir(options.directory, { recursive: true });
      const filePath = path.join(options.directory, emlFileName(now(), message.id));
      // Written aside, then renamed: whoever watches the folder never reads half a message.
      await fs.writeFile(`${filePath}.partial`, info.message, { mode: 0o600 });
      await fs.rename(`${filePath}.partial`, filePath);
      print(describeForDeveloper(message, filePath));
    },
  };
}

/** <timestamp>-<id>.eml, e.g. 20261122T101500123Z-<uuid>.eml: sorts by time in a listing. */
export function emlFileName(at: Date, id: string): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${id.replace(/[^A-Za-z0-9_-]/g, '')}.eml`;
}

function describeForDeveloper(message: OutgoingEmail, filePath: string): string {
  const links = [...new Set(message.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
  return [
    `[email] ${message.subject}`,
    `  to:   ${message.to}`,
    ...links.map((link) => `  link: ${link}`),
    `  file: ${filePath}`,
    '',
  ].join('\n');
}
