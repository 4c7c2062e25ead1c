import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { createEmailTransport } from './create-email-transport.ts';
import type { OutgoingEmail } from './email-transport.ts';
import { createFileTransport, emlFileName } from './file-transport.ts';

const message: OutgoingEmail = {
  id: '0b7d4e1a-2f3c-4d5e-8f90-a1b2c3d4e5f6',
  to: 'student@example.com',
  from: 'StudyPath <no-reply@localhost>',
  subject: 'Reset your StudyPath password',
  text: 'Reset password:\nhttp://localhost:3000/reset-password?token=Zx_9-abcdefghijklmnop\n',
  html: '<a href="http://localhost:3000/reset-password?token=Zx_9-abcdefghijklmnop">Reset</a>',
};

describe('file transport', () => {
  let directory: string;
  beforeAll(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'studypath-mail-'));
  });
  afterAll(() => {
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('writes a parsable .eml named <timestamp>-<id>.eml and prints the link it carries', async () => {
    const printed: string[] = [];
    const mailDirectory = path.join(directory, 'mail');
    const transport = createFileTransport({
      directory: mailDirectory,
      print: (text) => printed.push(text),
      now: () => new Date('2026-11-22T10:15:00.123Z'),
    });
    await transport.send(message);

    const fileName = `20261122T101500123Z-${message.id}.eml`;
    const filePath = path.join(mailDirectory, fileName);
    expect(fs.readdirSync(mailDirectory)).toEqual([fileName]);
    const parsed = await simpleParser(fs.readFileSync(filePath));
    expect(parsed.subject).toBe(message.subject);
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    expect(to?.value[0]?.address).toBe('student@example.com');
    expect(parsed.from?.value[0]?.address).toBe('no-reply@localhost');
    expect(parsed.text).toContain(
      'http://localhost:3000/reset-password?token=Zx_9-abcdefghijklmnop',
    );
    expect(parsed.html).toContain(
      'href="http://localhost:3000/reset-password?token=Zx_9-abcdefghijklmnop"',
    );

    expect(printed.join('')).toContain(
      '  link: http://localhost:3000/reset-password?token=Zx_9-abcdefghijklmnop\n',
    );
    expect(printed.join('')).toContain(`  file: ${filePath}\n`);
  });

  it('keeps the id from escaping the mail directory through the file name', () => {
    expect(emlFileName(new Date('2026-01-02T03:04:05.006Z'), '../../etc/passwd')).toBe(
      '20260102T030405006Z-etcpasswd.eml',
    );
  });
});

describe('createEmailTransport', () => {
  function configWith(env: Record<string, string>) {
    const parsed = parseConfig({ DATA_DIR: '/srv/studypath/data', ...env });
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    return parsed.config;
  }

  it('uses SMTP when SMTP_URL is set and .eml files in DATA_DIR/mail otherwise', async () => {
    const smtp = createEmailTransport(configWith({ SMTP_URL: 'smtp://127.0.0.1:2525' }));
    expect(smtp.name).toBe('smtp');
    await smtp.close?.();
    expect(createEmailTransport(configWith({})).name).toBe('file');
  });
});
