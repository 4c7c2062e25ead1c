import { describe, expect, it } from 'vitest';
import { documentCategories } from '../documents/document-categories.ts';
import { checklistItemIds } from './checklist-rule.ts';
import { checklistRules, checklistRulesVersion } from './checklist-rules.ts';
import { outsideQuebecLivingCosts, quebecLivingCosts } from './living-costs.ts';
import { TRAVEL_ESTIMATE_CENTS_PER_PERSON } from './proof-of-funds.ts';

const isCalendarDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** FNV-1a, 32 bits: enough to notice that the rules' data changed. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

describe('the checklist rules table', () => {
  it('has one rule per item id, each id once', () => {
    const ids = checklistRules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...checklistItemIds].sort());
  });

  it('files every item under a document category the portal has', () => {
    for (const rule of checklistRules) {
      expect(documentCategories, rule.id).toContain(rule.category);
    }
  });

  it('rests every rule on an official https page on canada.ca or quebec.ca, with the day it was checked', () => {
    for (const rule of checklistRules) {
      expect(rule.sources.length, rule.id).toBeGreaterThanOrEqual(1);
      for (const source of rule.sources) {
        const url = new URL(source.url);
        expect(url.protocol, rule.id).toBe('https:');
        expect(['www.canada.ca', 'www.quebec.ca'], rule.id).toContain(url.hostname);
        expect(isCalendarDay(source.checkedOn), rule.id).toBe(true);
      }
    }
  });

  it('writes real dates and opens each window before it closes', () => {
    for (const { id, appliesFrom, appliesUntil } of checklistRules) {
      if (appliesFrom !== null) expect(isCalendarDay(appliesFrom), id).toBe(true);
      if (appliesUntil !== null) expect(isCalendarDay(appliesUntil), id).toBe(true);
      if (appliesFrom !== null && appliesUntil !== null) {
        expect(appliesFrom < appliesUntil, id).toBe(true);
      }
    }
  });

  it('explains every item and what to upload, in a sentence or two', () => {
    for (const rule of checklistRules) {
      expect(rule.reason.length, rule.id).toBeGreaterThan(20);
      expect(rule.upload.length, rule.id).toBeGreaterThan(20);
      expect(rule.reason.length + rule.upload.length, rule.id).toBeLessThan(600);
    }
  });

  it('keeps the living cost tables in date order with real dates', () => {
    for (const tables of [outsideQuebecLivingCosts, quebecLivingCosts]) {
      const dates = tables.map((table) => table.from);
      expect(dates.every(isCalendarDay)).toBe(true);
      expect([...dates].sort()).toEqual(dates);
    }
  });

  it('changes its version whenever its data changes', () => {
    // When this fails after an edit to the rules, their sources or their amounts: bump
    // checklistRulesVersion (checklist-rules.ts) and write both new values here.
    const data = JSON.stringify({
      rules: checklistRules,
      outsideQuebecLivingCosts,
      quebecLivingCosts,
      TRAVEL_ESTIMATE_CENTS_PER_PERSON,
    });
    expect({ version: checklistRulesVersion, fingerprint: fingerprint(data) }).toEqual({
      version: '2026-11-26.1',
      fingerprint: '114303d0',
    });
  });
});
