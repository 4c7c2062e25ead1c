import { describe, expect, it } from 'vitest';
import { checklistItemState, checklistWaitingOn, diffChecklistItems } from './item-state.ts';

const at = (iso: string) => new Date(iso);

describe('a checklist item’s state', () => {
  it('is to do with nothing uploaded, uploaded once a document is there', () => {
    expect(checklistItemState({ uploadedAt: [], review: null })).toBe('to_do');
    expect(checklistItemState({ uploadedAt: [at('2026-11-01')], review: null })).toBe('uploaded');
  });

  it('stays accepted and not needed whatever is uploaded after', () => {
    const later = [at('2026-11-01'), at('2026-11-20')];
    const decidedAt = at('2026-11-10');
    expect(
      checklistItemState({ uploadedAt: later, review: { decision: 'accepted', decidedAt } }),
    ).toBe('accepted');
    expect(
      checklistItemState({ uploadedAt: [], review: { decision: 'not_needed', decidedAt } }),
    ).toBe('not_needed');
  });

  it('needs changes until a document newer than the decision arrives', () => {
    const review = { decision: 'needs_changes' as const, decidedAt: at('2026-11-10T12:00:00Z') };
    expect(checklistItemState({ uploadedAt: [at('2026-11-10T11:59:59Z')], review })).toBe(
      'needs_changes',
    );
    expect(checklistItemState({ uploadedAt: [at('2026-11-10T12:00:00Z')], review })).toBe(
      'needs_changes',
    );
    expect(checklistItemState({ uploadedAt: [at('2026-11-10T12:00:01Z')], review })).toBe(
      'uploaded',
    );
  });
});

describe('whose move the checklist says it is', () => {
  it('is the consultant’s while an upload waits for review, even with items to do', () => {
    expect(checklistWaitingOn(['to_do', 'uploaded', 'accepted'])).toBe('consultant');
  });
  it('is the student’s with items to do or needing changes', () => {
    expect(checklistWaitingOn(['accepted', 'needs_changes'])).toBe('student');
    expect(checklistWaitingOn(['to_do', 'not_needed'])).toBe('student');
  });
  it('is nobody’s when every item is done, or there is none', () => {
    expect(checklistWaitingOn(['accepted', 'not_needed'])).toBeNull();
    expect(checklistWaitingOn([])).toBeNull();
  });
});

describe('what a rules change did to the items', () => {
  it('lists the ids added and removed, in their order', () => {
    expect(
      diffChecklistItems(['passport', 'pal', 'photo'], ['passport', 'caq', 'photo', 'biometrics']),
    ).toEqual({ added: ['caq', 'biometrics'], removed: ['pal'] });
    expect(diffChecklistItems(['passport'], ['passport'])).toEqual({ added: [], removed: [] });
  });
});
