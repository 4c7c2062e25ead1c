import { checklistItemIds } from '@studypath/domain/checklist';
import { describe, expect, it } from 'vitest';
import { checklistItemTitle } from './item-titles.ts';

describe('checklist item titles for updates and emails', () => {
  it('has an English and a French title for every rule’s item', () => {
    for (const id of checklistItemIds) {
      const english = checklistItemTitle('en', { id, custom: null });
      const french = checklistItemTitle('fr', { id, custom: null });
      expect(english, id).not.toBe(id);
      expect(french, id).not.toBe(id);
    }
    expect(checklistItemTitle('en', { id: 'passport', custom: null })).toBe('Passport');
  });

  it('gives a consultant’s own item its own title in every language', () => {
    const item = {
      id: 'custom-5f0c6a1e-0000-4000-8000-000000000001',
      custom: { title: 'Bank letter in English' },
    };
    expect(checklistItemTitle('fr', item)).toBe('Bank letter in English');
  });
});
