import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTER_MESSAGE,
  findTextProblem,
  INVALID_TEXT_MESSAGE,
  textSchema,
} from './text.schema.ts';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, offset) => String.fromCharCode(from + offset));
const c0 = range(0x00, 0x1f);
const c1 = range(0x80, 0x9f);
const hex = (char: string) => `U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

const messagesOf = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message);

describe('textSchema, single line', () => {
  const schema = textSchema();

  it.each([...c0, '\u007f', ...c1].map((char) => [hex(char), char]))(
    'refuses %s inside the text',
    (_name, char) => {
      expect(messagesOf(schema.safeParse(`a${char}b`))).toEqual([CONTROL_CHARACTER_MESSAGE]);
    },
  );

  it('refuses a NUL alone, which trimming does not remove', () => {
    expect(messagesOf(schema.safeParse('\u0000'))).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });

  it('accepts accents, CJK and emoji (valid surrogate pairs)', () => {
    for (const text of ['Côte d’Ivoire', 'São Tomé', '東京大学', 'Ana 👩🏽‍🎓', '𝒜𝓃𝒶']) {
      expect(schema.parse(text)).toBe(text);
    }
  });

  it('refuses a lone high and a lone low surrogate, and a pair in the wrong order', () => {
    for (const text of ['a\ud83db', 'a\ude00b', 'end\ud83d', '\ude00\ud83d']) {
      expect(messagesOf(schema.safeParse(text))).toEqual([INVALID_TEXT_MESSAGE]);
    }
  });

  it('trims surrounding whitespace by default', () => {
    expect(schema.parse('  Ana  ')).toBe('Ana');
  });

  it('keeps surrounding whitespace when isTrimmed is false', () => {
    expect(textSchema({ isTrimmed: false }).parse('  secret  ')).toBe('  secret  ');
  });

  it('still refuses a tab or line break in the middle when untrimmed', () => {
    expect(messagesOf(textSchema({ isTrimmed: false }).safeParse('a\tb'))).toEqual([
      CONTROL_CHARACTER_MESSAGE,
    ]);
  });

  it('uses the given message for input that is not a string', () => {
    expect(messagesOf(textSchema({ error: 'Name must be text' }).safeParse(42))).toEqual([
      'Name must be text',
    ]);
  });
});

describe('textSchema, multi-line', () => {
  const schema = textSchema({ isMultiline: true });

  it('accepts tabs and line feeds', () => {
    expect(schema.parse('Goals:\n\t- study\n\t- work')).toBe('Goals:\n\t- study\n\t- work');
  });

  it('turns CRLF and lone CR into LF', () => {
    expect(schema.parse('one\r\ntwo\rthree\nfour')).toBe('one\ntwo\nthree\nfour');
  });

  it('refuses every other control character', () => {
    const forbidden = [...c0, '\u007f', ...c1].filter((char) => !['\t', '\n', '\r'].includes(char));
    for (const char of forbidden) {
      expect(messagesOf(schema.safeParse(`a${char}b`))).toEqual([CONTROL_CHARACTER_MESSAGE]);
    }
  });

  it('trims after normalising line breaks', () => {
    expect(schema.parse('\r\n  text\r\n')).toBe('text');
  });
});

describe('textSchema chaining', () => {
  it('keeps the checks chained after it, with their own messages', () => {
    const schema = textSchema().max(5, { error: 'Too long' });
    expect(schema.parse('short')).toBe('short');
    expect(messagesOf(schema.safeParse('longer'))).toEqual(['Too long']);
  });

  it('reports only the control character when a later check would also fail', () => {
    const schema = textSchema().max(2, { error: 'Too long' });
    expect(messagesOf(schema.safeParse('abc\u0000def'))).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });

  it('works under toLowerCase and pipe', () => {
    const schema = textSchema()
      .toLowerCase()
      .pipe(textSchema().regex(/^[a-z]+$/));
    expect(schema.parse(' ABC ')).toBe('abc');
  });
});

describe('findTextProblem', () => {
  it('gives null for clean text and the message for the first problem', () => {
    expect(findTextProblem('plain text 😀', false)).toBeNull();
    expect(findTextProblem('line\nbreak', false)).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(findTextProblem('line\nbreak', true)).toBeNull();
    expect(findTextProblem('\ud800', true)).toBe(INVALID_TEXT_MESSAGE);
  });
});
