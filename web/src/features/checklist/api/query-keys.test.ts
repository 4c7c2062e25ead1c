import { describe, expect, it } from 'vitest';
import { queriesByKind } from '../../../lib/live-updates.ts';
import {
  checklistAnswersUrl,
  checklistItemUrl,
  checklistKey,
  checklistProgressKey,
} from './query-keys.ts';

const isCoveredBy = (kind: keyof typeof queriesByKind, key: readonly unknown[]) =>
  queriesByKind[kind].some((path) => String(key[0]).startsWith(path));

describe('checklist query keys', () => {
  it("read the student's and the consultant's endpoints", () => {
    expect(checklistKey('p/1', 'student').join('/')).toBe('/api/applications/p%2F1/checklist');
    expect(checklistKey('p1', 'admin').join('/')).toBe('/api/admin/applications/p1/checklist');
    expect(checklistAnswersUrl('p1', 'admin')).toBe('/api/admin/applications/p1/checklist/answers');
    expect(checklistItemUrl('p1', 'custom-a/b')).toBe(
      '/api/admin/applications/p1/checklist/items/custom-a%2Fb',
    );
  });

  it("are refreshed by the live stream's path and document changes", () => {
    for (const audience of ['student', 'admin'] as const) {
      expect(isCoveredBy('applications', checklistKey('p1', audience))).toBe(true);
      expect(isCoveredBy('documents', checklistKey('p1', audience))).toBe(true);
    }
  });

  it("keys the list's completion column by its ids, refreshed with the list's paths", () => {
    expect(checklistProgressKey(['p1', 'p2'])).not.toEqual(checklistProgressKey(['p3']));
    expect(isCoveredBy('applications', checklistProgressKey(['p1']))).toBe(true);
    expect(isCoveredBy('documents', checklistProgressKey(['p1']))).toBe(true);
  });
});
