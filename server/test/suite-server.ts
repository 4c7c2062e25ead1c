// One test server for a describe block (or a file): started in beforeAll, closed in afterAll. The
// returned value stands for the server from beforeAll on (it forwards every read to it), so a
// suite declares `const t = testServerForSuite(...)` instead of a `let t` and two hooks. Register
// it before the suite's own beforeAll hooks: those run in order, after the server has started.
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.ts';

export function testServerForSuite(options: TestServerOptions = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(options);
  });
  afterAll(() => started?.close());
  const current = (): TestServer => {
    if (!started) throw new Error('the test server is used before its beforeAll started it');
    return started;
  };
  return new Proxy({} as TestServer, {
    get: (_target, key) => Reflect.get(current(), key) as unknown,
  });
}
