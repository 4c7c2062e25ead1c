// GETs that remember their answer's ETag (decision 027). The server tags the answers the screens
// poll and answers 304, with no body, to an If-None-Match naming the current tag: most polls find
// nothing changed. Answers stay in memory only (the server sends Cache-Control: no-store, so the
// browser keeps none on disk); every change the user makes forgets them all, so what follows a
// change is always read afresh.
const remembered = new Map<string, { etag: string; body: unknown }>();
/** Enough for every query of the busiest screen many times over; the oldest goes first. */
const maxRemembered = 200;

export function forgetConditionalAnswers(): void {
  remembered.clear();
}

export type JsonAnswer = { ok: true; body: unknown } | { ok: false; res: Response };

/** GET `url` as JSON with the cookies, answering the remembered body when the server says 304. */
export async function fetchJsonConditionally(
  url: string,
  { headers, signal }: { headers: Headers; signal?: AbortSignal },
): Promise<JsonAnswer> {
  const known = remembered.get(url);
  if (known) headers.set('If-None-Match', known.etag);
  const res = await fetch(url, { credentials: 'include', headers, signal });
  if (res.status === 304 && known) return { ok: true, body: known.body };
  remembered.delete(url);
  if (!res.ok) return { ok: false, res };
  const body: unknown = await res.json();
  const etag = res.headers.get('ETag');
  if (etag) {
    remembered.set(url, { etag, body });
    if (remembered.size > maxRemembered) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
  }
  return { ok: true, body };
}
