/** The same PostgreSQL server URL, pointing at another database name. */
export function databaseUrlFor(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}
