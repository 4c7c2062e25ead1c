// Reads the emails the server under test sent. Without SMTP_URL the server writes every message
// as an .eml file under DATA_DIR/mail (its file driver), and its outbox relay sends within a few
// seconds of the request, so journeys poll that folder for the message they expect.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { simpleParser, type AddressObject, type EmailAddress, type ParsedMail } from 'mailparser';
import { E2E_DATA_DIR } from './constants.ts';

/** The mail folder of the server the running journey's project talks to (its `dataDir`). */
function mailDir(): string {
  const { dataDir } = test.info().project.use as { dataDir?: string };
  return join(dataDir ?? E2E_DATA_DIR, 'mail');
}

export interface WaitForEmailOptions {
  /** Only a message whose subject contains this text (case-insensitive). */
  subjectIncludes?: string;
  /** Only a message written at or after this moment, e.g. taken just before the action. */
  since?: Date;
  /** Default 15 s: the relay sends within a few seconds. */
  timeoutMs?: number;
}

export interface ReceivedEmail {
  file: string;
  writtenAt: Date;
  subject: string;
  to: string[];
  text: string;
  html: string;
}

const POLL_INTERVAL_MS = 200;
/** A file younger than this may still be being written: look again on the next round. */
const SETTLE_MS = 150;

/** Parsed messages by path: an .eml file never changes once written. */
const parsedByFile = new Map<string, ReceivedEmail>();

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const flatten = (entries: EmailAddress[]): string[] =>
    entries.flatMap((entry) => [
      ...(entry.address ? [entry.address.toLowerCase()] : []),
      ...flatten(entry.group ?? []),
    ]);
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => flatten(object.value));
}

function toReceivedEmail(file: string, writtenAt: Date, mail: ParsedMail): ReceivedEmail {
  return {
    file,
    writtenAt,
    subject: mail.subject ?? '',
    to: addressesOf(mail.to),
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
}

async function readMailbox(directory: string): Promise<ReceivedEmail[]> {
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    // The server creates the folder with its first message.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails: ReceivedEmail[] = [];
  for (const name of names) {
    const file = join(directory, name);
    const cached = parsedByFile.get(file);
    if (cached) {
      mails.push(cached);
      continue;
    }
    const { mtime } = await stat(file);
    if (Date.now() - mtime.getTime() < SETTLE_MS) continue;
    const mail = toReceivedEmail(file, mtime, await simpleParser(await readFile(file)));
    parsedByFile.set(file, mail);
    mails.push(mail);
  }
  return mails;
}

/**
 * Waits for a message to `to` and returns the newest one that matches. Throws after the timeout
 * with the subjects that did arrive for that address, to tell "not sent" from "sent differently".
 */
export async function waitForEmail(
  to: string,
  { subjectIncludes, since, timeoutMs = 15_000 }: WaitForEmailOptions = {},
): Promise<ReceivedEmail> {
  const recipient = to.trim().toLowerCase();
  const subjectPart = subjectIncludes?.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  const directory = mailDir();
  for (;;) {
    const forRecipient = (await readMailbox(directory)).filter((mail) =>
      mail.to.includes(recipient),
    );
    const matches = forRecipient
      .filter((mail) => !subjectPart || mail.subject.toLowerCase().includes(subjectPart))
      .filter((mail) => !since || mail.writtenAt.getTime() >= since.getTime())
      .sort((a, b) => a.file.localeCompare(b.file));
    const newest = matches.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      const subjects = forRecipient.map((mail) => mail.subject);
      throw new Error(
        `No email to ${recipient}${subjectIncludes ? ` with "${subjectIncludes}"` : ''} in ${directory} after ${timeoutMs} ms; received: ${JSON.stringify(subjects)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/**
 * The first link in the message whose path starts with `pathPrefix` (e.g. '/verify-email'), as
 * written in the email: an absolute URL on the server's APP_URL. The text part is read first; the
 * HTML part's links are unescaped (&amp;).
 */
export function extractLink(mail: ReceivedEmail, pathPrefix: string): string {
  const candidates = [
    ...(mail.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []),
    ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((match) =>
      (match[1] ?? '').replaceAll('&amp;', '&'),
    ),
  ];
  for (const candidate of candidates) {
    try {
      if (new URL(candidate).pathname.startsWith(pathPrefix)) return candidate;
    } catch {
      // Not a URL: keep looking.
    }
  }
  throw new Error(`No link to ${pathPrefix} in the email "${mail.subject}" (${mail.file})`);
}
