// A driver that keeps messages in memory, for tests that read what was sent. Never chosen by
// configuration.
import type { EmailTransport, OutgoingEmail } from './email-transport.ts';

export interface MemoryTransport extends EmailTransport {
  readonly messages: OutgoingEmail[];
}

export function createMemoryTransport(): MemoryTransport {
  const messages: OutgoingEmail[] = [];
  return {
    name: 'memory',
    messages,
    send: (message) => {
      messages.push(message);
      return Promise.resolve();
    },
  };
}
