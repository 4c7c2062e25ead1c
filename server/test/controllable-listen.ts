// The database's real LISTEN, plus a switch that tells every subscriber the listening connection
// dropped or came back (what postgres-listener.ts reports on PostgreSQL): for the per-process
// caches that trust nothing while they may be missing announcements.
import type { DatabaseListen } from '../src/platform/db/client.ts';
import type { TestDatabaseHandle } from './test-database.ts';

export function controllableListen(database: TestDatabaseHandle) {
  const watchers = new Set<(isListening: boolean) => void>();
  const listen: DatabaseListen = async (channel, onPayload, onState) => {
    if (onState) watchers.add(onState);
    return database.listen(channel, onPayload);
  };
  return {
    listen,
    setListening: (value: boolean) => {
      for (const watcher of watchers) watcher(value);
    },
  };
}
