// A real SMTP server in the test process (smtp-server), parsing what it receives with mailparser.
// Plain SMTP on 127.0.0.1, no STARTTLS, no authentication required. For tests only.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpTestPeer {
  port: number;
  url: string;
  /** Every message accepted so far, parsed. */
  messages: () => Promise<ParsedMail[]>;
  close: () => Promise<void>;
}

export interface SmtpTestPeerOptions {
  port?: number;
  /**
   * Refuse every login with a reply that echoes the credentials back, as a careless server might:
   * shows that the driver keeps them out of its errors.
   */
  isRefusingLogins?: boolean;
}

export async function startSmtpTestPeer(options: SmtpTestPeerOptions = {}): Promise<SmtpTestPeer> {
  const received: Promise<ParsedMail>[] = [];
  const server = new SMTPServer({
    authOptional: !options.isRefusingLogins,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(new Error(`Authentication failed for ${auth.username}:${String(auth.password)}`));
    },
    onData(stream, _session, callback) {
      const parsed = simpleParser(stream);
      received.push(parsed);
      parsed.then(
        () => callback(),
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages: () => Promise.all(received),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
