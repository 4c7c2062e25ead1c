// encodeURIComponent throws on a lone surrogate; the fuzz gate wants to send one anyway, as the
// bytes a sloppy client would (the surrogate's three-byte WTF-8 form, which is not valid UTF-8).
export function encodeAnything(value: string): string {
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
