import { describe, expect, it, vi } from 'vitest';
import { newQuestionId } from './question-id.ts';

const questionIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

describe('newQuestionId', () => {
  it('gives a new id the server accepts each time', () => {
    const ids = new Set(Array.from({ length: 20 }, newQuestionId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(questionIdPattern);
  });

  it('still works where randomUUID is missing (plain HTTP on a LAN address)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const id = newQuestionId();
    expect(id).toMatch(questionIdPattern);
    expect(id).toHaveLength(32);
    expect(newQuestionId()).not.toBe(id);
  });
});
