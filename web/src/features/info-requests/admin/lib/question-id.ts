/**
 * A new question's id (part 2 §5: each question gets a generated id). randomUUID exists only in
 * secure contexts (HTTPS or localhost), so a portal reached over plain HTTP on a LAN address
 * falls back to 128 random bits from getRandomValues, which every context has.
 */
export function newQuestionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
