// How StudyPath hands a finished email to the outside world. The relay (features/email) is the only
// caller; which driver runs is chosen from configuration in create-email-transport.ts.

export interface OutgoingEmail {
  /** The outbox row id: becomes the Message-ID, so a retried send is recognisable downstream. */
  id: string;
  to: string;
  /** "Name <address>" or a bare address (MAIL_FROM). */
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailTransport {
  /** Short driver name for logs: 'smtp', 'file', 'memory'. */
  readonly name: string;
  /** Resolves once the message is accepted (by the SMTP peer, or written); rejects otherwise. */
  send: (message: OutgoingEmail) => Promise<void>;
  /** Releases connections (SMTP pool); called at shutdown. */
  close?: () => Promise<void> | void;
}

/** RFC 5322 msg-id from the outbox id: the same message always carries the same id. */
export function messageIdFor(message: OutgoingEmail): string {
  return `<${message.id}@studypath.outbox>`;
}

/** The fields nodemailer's sendMail expects, shared by the SMTP and file drivers. */
export function toNodemailerMessage(message: OutgoingEmail) {
  return {
    messageId: messageIdFor(message),
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
  };
}
