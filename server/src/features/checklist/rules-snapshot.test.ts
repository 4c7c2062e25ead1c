import { describe, expect, it } from 'vitest';
import { nextSnapshot } from './rules-snapshot.ts';

const current = { rulesVersion: '2026-11-27.1', itemIds: ['passport', 'pal'], today: '2026-11-27' };

describe('the checklist snapshot across rules versions', () => {
  it('stores the first derivation without a change to tell', () => {
    const outcome = nextSnapshot({ rulesVersion: null, itemIds: null, rulesChange: null }, current);
    expect(outcome.rulesChange).toBeNull();
    expect(outcome.write).toEqual({
      rulesVersion: current.rulesVersion,
      itemIds: current.itemIds,
      rulesChange: null,
    });
  });

  it('writes nothing when the version and the items are the same', () => {
    const stored = {
      rulesVersion: current.rulesVersion,
      itemIds: ['passport', 'pal'],
      rulesChange: null,
    };
    expect(nextSnapshot(stored, current)).toEqual({ rulesChange: null, write: null });
  });

  it('moves the items under the same version without calling it a rules change', () => {
    const earlier = { changedOn: '2026-10-01', added: ['caq'], removed: [] };
    const stored = {
      rulesVersion: current.rulesVersion,
      itemIds: ['passport'],
      rulesChange: earlier,
    };
    const outcome = nextSnapshot(stored, current);
    expect(outcome.rulesChange).toEqual(earlier);
    expect(outcome.write?.itemIds).toEqual(['passport', 'pal']);
  });

  it('tells what a new version added and removed, dated today', () => {
    const stored = {
      rulesVersion: '2026-01-01.1',
      itemIds: ['passport', 'photo'],
      rulesChange: null,
    };
    const outcome = nextSnapshot(stored, current);
    const change = { changedOn: '2026-11-27', added: ['pal'], removed: ['photo'] };
    expect(outcome.rulesChange).toEqual(change);
    expect(outcome.write).toEqual({
      rulesVersion: '2026-11-27.1',
      itemIds: ['passport', 'pal'],
      rulesChange: change,
    });
  });

  it('keeps the last change when a new version changes none of the path’s items', () => {
    const earlier = { changedOn: '2026-10-01', added: ['caq'], removed: [] };
    const stored = {
      rulesVersion: '2026-01-01.1',
      itemIds: ['passport', 'pal'],
      rulesChange: earlier,
    };
    const outcome = nextSnapshot(stored, current);
    expect(outcome.rulesChange).toEqual(earlier);
    expect(outcome.write?.rulesVersion).toBe('2026-11-27.1');
  });

  it('reads a stored value that no longer parses as no change', () => {
    const stored = {
      rulesVersion: current.rulesVersion,
      itemIds: 'passport',
      rulesChange: { when: 1 },
    };
    const outcome = nextSnapshot(stored, current);
    expect(outcome.rulesChange).toBeNull();
    expect(outcome.write?.itemIds).toEqual(current.itemIds);
  });
});
