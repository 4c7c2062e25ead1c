// A program's tuition is free text typed by consultants ('$18,000', 'CAD 18,000 / year', '18000',
// '18 000 $'). Proof of funds needs a number: the first amount in the text, in CAD cents. The
// currency is not read: the catalogue holds Canadian programs, priced in Canadian dollars.

/**
 * A whole number with thousands separated by commas or (narrow, no-break) spaces, or plain
 * digits; then optional cents after a dot; then an optional 'k' for thousands ('18k').
 */
const amount = String.raw`(\d{1,3}(?:[,\u0020\u00a0\u202f]\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s?(k)\b)?`;
/** An amount with a dollar sign or 'CAD' beside it: '2 years, $18,000' is 18,000, not 2. */
const markedAmount = new RegExp(String.raw`(?:\$|\bCAD)\s?${amount}|${amount}\s?(?:\$|CAD\b)`, 'i');
const anyAmount = new RegExp(amount, 'i');

function toCents(whole: string, fraction: string, thousands: string | undefined): number | null {
  const dollars = Number(whole.replace(/[^\d]/g, ''));
  const cents = dollars * 100 + Number(fraction.padEnd(2, '0'));
  const total = thousands ? cents * 1000 : cents;
  return Number.isSafeInteger(total) ? total : null;
}

/**
 * The first amount in `text` in cents: the first with a currency beside it, else the first
 * number. Null when there is none, or it is too large to count in cents.
 */
export function parseTuitionCents(text: string | null | undefined): number | null {
  if (!text) return null;
  const marked = markedAmount.exec(text);
  if (marked) {
    // Groups 1-3: the amount after the sign; 4-6: before it.
    const [, w1, f1, k1, w2, f2, k2] = marked;
    return w1 !== undefined ? toCents(w1, f1 ?? '', k1) : toCents(w2 ?? '', f2 ?? '', k2);
  }
  const plain = anyAmount.exec(text);
  return plain ? toCents(plain[1] ?? '', plain[2] ?? '', plain[3]) : null;
}
