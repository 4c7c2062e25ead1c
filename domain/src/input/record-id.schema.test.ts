import { describe, expect, it } from 'vitest';
import { idParamsSchema, INVALID_ID_MESSAGE, recordIdSchema } from './record-id.schema.ts';

describe('recordIdSchema', () => {
  it('accepts a UUID as the database makes them', () => {
    const id = crypto.randomUUID();
    expect(recordIdSchema.parse(id)).toBe(id);
    expect(idParamsSchema.parse({ id })).toEqual({ id });
  });

  it.each(['', 'abc', '123', '0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a1', 'a\u0000'])(
    'refuses %j',
    (value) => {
      expect(recordIdSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual([
        value.includes('\u0000') ? 'Must not contain control characters' : INVALID_ID_MESSAGE,
      ]);
    },
  );
});
