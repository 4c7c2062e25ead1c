// encodeURIComponent throws on a lone surrogate; the fuzz gate wants to send one anyway, as the
// bytes a sloppy client would (the surrogate's three-byte WTF-8 form, which is not valid UTF-8).
// The gate encodes the same hostile strings (a megabyte long, some) for every route's every query
// field: each is encoded once.
const encodings = new Map<string, string>();

export function encodeAnything(value: string): string {
  const known = encodings.get(value);
  if (known !== undefined) return known;
  const encoded = encodeEach(value);
  encodings.set(value, encoded);
  return encoded;
}

function encodeEach(value: string): string {
  let encoded = '';
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}
