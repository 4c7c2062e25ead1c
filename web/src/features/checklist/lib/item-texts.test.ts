// The rules in domain are the one truth of why an item is needed and what to upload: the English
// locale texts must say exactly that, so that a rule edited in domain fails here until its text
// is edited too (and its French with it, which locale-files.test.ts then asks for).
import {
  checklistItemIds,
  checklistQuestionIds,
  checklistRules,
} from '@studypath/domain/checklist';
import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/checklist.json';

describe('checklist item texts', () => {
  it.each(checklistRules.map((rule) => [rule.id, rule] as const))(
    "%s: the English reason and upload are the domain rule's",
    (id, rule) => {
      const texts = en.items[id];
      expect({ reason: texts.reason, upload: texts.upload }).toEqual({
        reason: rule.reason,
        upload: rule.upload,
      });
    },
  );

  it('has a title for every item, and no item the rules do not know', () => {
    expect(Object.keys(en.items).sort()).toEqual([...checklistItemIds].sort());
    for (const id of checklistItemIds) expect(en.items[id].title.trim()).not.toBe('');
  });

  it('has a text for every question, for the student and for consultants', () => {
    expect(Object.keys(en.questions).sort()).toEqual([...checklistQuestionIds].sort());
  });
});
