// How a checklist item is named in the API and in storage: a rule's id ('passport', 'pal', ...)
// or a consultant's own item, 'custom-' and its uuid. Documents carry the key of the item they
// were uploaded for, and reviews are stored by it.
import { z } from 'zod';
import type { DocumentCategory } from '../documents/document-categories.ts';
import { checklistItemIds, type ChecklistItemId } from './checklist-rule.ts';
import { checklistRules } from './checklist-rules.ts';

const customPrefix = 'custom-';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function customChecklistItemKey(customItemId: string): string {
  return `${customPrefix}${customItemId}`;
}

/** The custom item's uuid, or null when the key names a rule's item. */
export function customItemIdOf(key: string): string | null {
  if (!key.startsWith(customPrefix)) return null;
  const id = key.slice(customPrefix.length);
  return uuidPattern.test(id) ? id : null;
}

export function isRuleItemId(key: string): key is ChecklistItemId {
  return (checklistItemIds as readonly string[]).includes(key);
}

const itemKeyMessage = 'Choose an item of the study path’s checklist';

/** A rule's item id or a custom item's key. */
export const checklistItemKeySchema = z
  .string({ error: itemKeyMessage })
  .refine((key) => isRuleItemId(key) || customItemIdOf(key) !== null, { error: itemKeyMessage });

/**
 * The item a document of this category belongs to when the student did not say: only where the
 * category is one item's alone in the rules (a passport, proof of funds). A 'visa' document could
 * be the photo, the fee receipt or the PAL: the portal does not guess.
 */
export function checklistItemForCategory(category: DocumentCategory): ChecklistItemId | null {
  const rules = checklistRules.filter((rule) => rule.category === category);
  const [only] = rules;
  return rules.length === 1 && only ? only.id : null;
}
