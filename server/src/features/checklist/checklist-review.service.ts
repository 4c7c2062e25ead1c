// The consultant's hand on a path's checklist (issue 28, item 4): a decision on an item (accepted,
// needs changes, not needed; or reopened), and items of their own added or removed. Each runs in
// one transaction with its audit row; a decision the student should hear of goes through the one
// path for that (notifyStudent: the path's update, the email through the outbox, the live event).
import {
  customChecklistItemKey,
  customItemIdOf,
  type CreateCustomChecklistItemRequest,
  type ReviewChecklistItemRequest,
  type StudyPathChecklist,
} from '@studypath/domain/checklist';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { publishApplicationChange } from '../../platform/events/live-events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findUserLanguage } from '../../platform/people/user-language.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { applicationUrl, notifyStudent, type Caller } from '../applications/index.ts';
import {
  deleteCustomItem,
  deleteItemReview,
  insertCustomItem,
  upsertItemReview,
} from './checklist-items.queries.ts';
import { buildChecklist, getVisiblePath } from './checklist.service.ts';
import { renderChecklistReviewEmail } from './emails/checklist-review.ts';
import { checklistItemTitle } from './item-titles.ts';

export interface ChecklistReviewDeps extends ServiceDeps {
  /** Public origin for the link in emails (config.appUrl). */
  appUrl: string;
  /** Wakes the email relay; called only after the transaction that queued a message committed. */
  onEmailQueued: () => void;
}

interface AdminInput {
  caller: Caller;
  id: string;
  ip: string;
}

/** The English sentence of the path's update (web/src/lib/update-texts.ts reads it back). */
const updateTitles = {
  accepted: (item: string) => `Checklist item accepted: ${item}`,
  needs_changes: (item: string) => `Changes needed: ${item}`,
  not_needed: (item: string) => `Marked as not needed: ${item}`,
} as const;

export async function reviewChecklistItem(
  deps: ChecklistReviewDeps,
  input: AdminInput & { itemId: string; review: ReviewChecklistItemRequest },
): Promise<StudyPathChecklist> {
  const result = await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const path = await getVisiblePath(tx, { ...input, forUpdate: true });
    const before = await buildChecklist(txDeps, path);
    const item = before.items.find((candidate) => candidate.id === input.itemId);
    if (!item) throw new AppError('checklist.item_not_found');
    const { decision } = input.review;
    const key = { applicationId: path.application.id, itemKey: item.id };
    if (decision === 'reopened') {
      // Nothing to take back: nothing changes, no audit row.
      if (!(await deleteItemReview(tx, key))) return { checklist: before, hasQueued: false };
    } else {
      if (decision !== 'not_needed' && item.documents.length === 0) {
        throw new AppError('checklist.nothing_to_review');
      }
      const reason = decision === 'accepted' ? null : (input.review.reason ?? null);
      await upsertItemReview(tx, {
        ...key,
        decision,
        reason,
        decidedBy: input.caller.userId,
        decidedAt: deps.now(),
      });
    }
    await recordAudit(txDeps, {
      action: 'checklist_item_review',
      userId: input.caller.userId,
      entityType: 'application',
      entityId: path.application.id,
      ipAddress: input.ip,
      // The item and the decision; the reason is the consultant's words about a student's papers.
      details: { item: item.id, decision },
    });
    let hasQueued = false;
    if (decision === 'reopened') {
      await publishApplicationChange(tx, path.application.id);
    } else {
      const language = await findUserLanguage(tx, path.application.userId);
      hasQueued = await notifyStudent(txDeps, {
        applicationId: path.application.id,
        actorId: input.caller.userId,
        update: {
          type: 'document_uploaded',
          title: updateTitles[decision](checklistItemTitle('en', item)),
          description: decision === 'accepted' ? null : (input.review.reason ?? null),
        },
        email: {
          to: path.email,
          message: renderChecklistReviewEmail({
            email: path.email,
            decision,
            itemTitle: checklistItemTitle(language, item),
            reason: decision === 'accepted' ? null : (input.review.reason ?? null),
            pathUrl: applicationUrl(deps.appUrl, path.application.id),
            language,
          }),
        },
      });
    }
    return { checklist: await buildChecklist(txDeps, path), hasQueued };
  });
  if (result.hasQueued) deps.onEmailQueued();
  return result.checklist;
}

export async function addCustomChecklistItem(
  deps: ServiceDeps,
  input: AdminInput & { item: CreateCustomChecklistItemRequest },
): Promise<StudyPathChecklist> {
  return deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const path = await getVisiblePath(tx, { ...input, forUpdate: true });
    const row = await insertCustomItem(tx, {
      applicationId: path.application.id,
      title: input.item.title,
      details: input.item.details ? input.item.details : null,
      category: input.item.category,
      createdBy: input.caller.userId,
      createdAt: deps.now(),
    });
    await recordAudit(txDeps, {
      action: 'checklist_item_add',
      userId: input.caller.userId,
      entityType: 'application',
      entityId: path.application.id,
      ipAddress: input.ip,
      details: { item: customChecklistItemKey(row.id), category: row.category },
    });
    // The student sees the new item on their path's updates and page (no email: nothing to
    // decide yet; the checklist says what to upload).
    await notifyStudent(txDeps, {
      applicationId: path.application.id,
      actorId: input.caller.userId,
      update: {
        type: 'info_requested',
        title: `Checklist item added: ${row.title}`,
        description: row.details,
      },
    });
    return buildChecklist(txDeps, path);
  });
}

export async function removeCustomChecklistItem(
  deps: ServiceDeps,
  input: AdminInput & { itemId: string },
): Promise<StudyPathChecklist> {
  return deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const path = await getVisiblePath(tx, { ...input, forUpdate: true });
    const before = await buildChecklist(txDeps, path);
    const item = before.items.find((candidate) => candidate.id === input.itemId);
    if (!item) throw new AppError('checklist.item_not_found');
    const customItemId = customItemIdOf(item.id);
    if (item.kind !== 'custom' || customItemId === null) {
      throw new AppError('checklist.not_custom_item');
    }
    await deleteCustomItem(tx, {
      applicationId: path.application.id,
      customItemId,
      itemKey: item.id,
    });
    await recordAudit(txDeps, {
      action: 'checklist_item_remove',
      userId: input.caller.userId,
      entityType: 'application',
      entityId: path.application.id,
      ipAddress: input.ip,
      details: { item: item.id },
    });
    await publishApplicationChange(tx, path.application.id);
    return buildChecklist(txDeps, path);
  });
}
