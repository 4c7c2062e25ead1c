// A log stream for startTestServer({ logStream }) that keeps every line the server logs, so a test
// can read what was (and was not) written.
import { Writable } from 'node:stream';

export function collectingLogStream(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
}
