import { describe, expect, it } from 'vitest';
import {
  checklistItemForCategory,
  checklistItemKeySchema,
  customChecklistItemKey,
  customItemIdOf,
  isRuleItemId,
} from './checklist-item-key.ts';
import {
  checklistProgressQuerySchema,
  createCustomChecklistItemRequestSchema,
  reviewChecklistItemRequestSchema,
} from './checklist-response.schema.ts';

const uuid = '5f0c6a1e-0000-4000-8000-000000000001';

describe('checklist item keys', () => {
  it('names a rule’s item by its id and a consultant’s by custom- and its uuid', () => {
    expect(isRuleItemId('passport')).toBe(true);
    expect(isRuleItemId('visa')).toBe(false);
    expect(customChecklistItemKey(uuid)).toBe(`custom-${uuid}`);
    expect(customItemIdOf(`custom-${uuid}`)).toBe(uuid);
    expect(customItemIdOf('custom-nope')).toBeNull();
    expect(customItemIdOf('passport')).toBeNull();
  });

  it('accepts either in a request and refuses anything else', () => {
    expect(checklistItemKeySchema.safeParse('pal').success).toBe(true);
    expect(checklistItemKeySchema.safeParse(`custom-${uuid}`).success).toBe(true);
    for (const bad of ['', 'PASSPORT', 'custom-', `custom-${uuid}x`, 42]) {
      expect(checklistItemKeySchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('files a document by its category only where one item alone has that category', () => {
    expect(checklistItemForCategory('passport')).toBe('passport');
    expect(checklistItemForCategory('financial')).toBe('proof-of-funds');
    // The PAL and the letter of acceptance; the photo, fee, biometrics and more.
    expect(checklistItemForCategory('letter_of_acceptance')).toBeNull();
    expect(checklistItemForCategory('visa')).toBeNull();
    expect(checklistItemForCategory('transcript')).toBeNull();
  });
});

describe('the review and custom item requests', () => {
  it('needs a reason to ask for changes or waive, not to accept or reopen', () => {
    const parse = (body: unknown) => reviewChecklistItemRequestSchema.safeParse(body).success;
    expect(parse({ decision: 'accepted' })).toBe(true);
    expect(parse({ decision: 'reopened' })).toBe(true);
    expect(parse({ decision: 'needs_changes' })).toBe(false);
    expect(parse({ decision: 'not_needed', reason: '  ' })).toBe(false);
    expect(parse({ decision: 'not_needed', reason: 'Taken at the biometrics appointment.' })).toBe(
      true,
    );
    expect(parse({ decision: 'needs_changes', reason: 'x'.repeat(1001) })).toBe(false);
    expect(parse({ decision: 'approved' })).toBe(false);
  });

  it('takes a custom item’s title, details and category', () => {
    const parse = (body: unknown) => createCustomChecklistItemRequestSchema.safeParse(body);
    expect(parse({ title: ' Bank letter ', category: 'financial' }).data).toEqual({
      title: 'Bank letter',
      category: 'financial',
    });
    expect(parse({ title: '', category: 'financial' }).success).toBe(false);
    expect(parse({ title: 'Letter', category: 'bank' }).success).toBe(false);
  });

  it('reads the progress ids as a comma-separated list of up to 100 path ids', () => {
    expect(checklistProgressQuerySchema.parse({ ids: `${uuid},${uuid}` }).ids).toEqual([
      uuid,
      uuid,
    ]);
    expect(checklistProgressQuerySchema.safeParse({ ids: 'nope' }).success).toBe(false);
    const many = Array.from({ length: 101 }, () => uuid).join(',');
    expect(checklistProgressQuerySchema.safeParse({ ids: many }).success).toBe(false);
  });
});
