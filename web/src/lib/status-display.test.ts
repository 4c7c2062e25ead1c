import { describe, expect, it } from 'vitest';
import { statusColor, statusLabel } from './status-display.ts';

describe('statusLabel', () => {
  it("reads a status by the spec's label", () => {
    expect(statusLabel('docs_needed')).toBe('Documents Needed');
  });

  it('reads a legacy value as its words', () => {
    expect(statusLabel('loa')).toBe('Loa');
    expect(statusLabel('waiting_on_school')).toBe('Waiting on school');
  });

  it('reads Object.prototype names as words, never as a built-in function', () => {
    expect(statusLabel('constructor')).toBe('Constructor');
    expect(statusLabel('toString')).toBe('ToString');
    expect(statusColor('constructor')).toBe('gray');
  });
});
