// Picks the email driver from configuration: SMTP when SMTP_URL is set, otherwise .eml files in
// DATA_DIR/mail with the links printed for the developer.
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { EmailTransport } from './email-transport.ts';
import { createFileTransport } from './file-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export function createEmailTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): EmailTransport {
  if (config.smtpUrl) return createSmtpTransport({ url: config.smtpUrl });
  return createFileTransport({ directory: mailDirectory(config.dataDir) });
}

export function mailDirectory(dataDir: string): string {
  return path.join(dataDir, 'mail');
}
