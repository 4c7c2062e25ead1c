// A consultant's message the student has not read for 15 minutes reaches them by email (issue 24,
// decision 022): the consultant's name, the message's first lines and a link to the thread. At
// most one such email per thread an hour, and only about a message written after the last one.
// A periodic sweep (once a minute across every process) finds the threads; each is claimed by
// the conditional update of message_threads.student_notified_at, in the same transaction that
// queues the email, so two sweeps never email twice and a rolled-back claim sends nothing.
import { CONSULTANT_FALLBACK_NAME, consultantName } from '@studypath/domain';
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from '../../platform/jobs/periodic-sweep.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { renderUnreadReplyEmail } from './emails/unread-reply.ts';
import { findMessageWithSender } from './messages.queries.ts';
import {
  claimReplyNotice,
  findReplyToNotify,
  findThreadDueForReplyNotice,
  findThreadIdsDueForReplyNotice,
  type ReplyNoticeWindow,
} from './reply-notices.queries.ts';
import { storedLanguage } from '../../platform/people/user-language.ts';
import { emailTexts } from '../../platform/email/email-texts.ts';

const minuteMs = 60 * 1000;
/** How long a consultant's message waits unread before the student is emailed. */
export const REPLY_NOTICE_DELAY_MS = 15 * minuteMs;
/** The least time between two such emails about one thread. */
export const REPLY_NOTICE_GAP_MS = 60 * minuteMs;
/**
 * Older replies are not emailed about: when this ships, or after an outage, nobody gets mail
 * about conversations from long ago.
 */
export const REPLY_NOTICE_MAX_AGE_MS = 7 * 24 * 60 * minuteMs;
export const REPLY_NOTICE_SWEEP_INTERVAL_MS = minuteMs;
/** Threads handled per run; the next run, a minute later, takes the rest. */
const batchSize = 100;

export interface ReplyNoticeDeps extends ServiceDeps {
  /** Public origin for the link in the email (config.appUrl). */
  appUrl: string;
  /** Wakes the email relay; called after the transactions that queued messages committed. */
  onEmailQueued: () => void;
}

export function replyNoticeWindow(now: Date): ReplyNoticeWindow {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    now,
    quietBefore: before(REPLY_NOTICE_DELAY_MS),
    renoticeBefore: before(REPLY_NOTICE_GAP_MS),
    oldestReply: before(REPLY_NOTICE_MAX_AGE_MS),
  };
}

/** The student's page of that conversation (decision 022: the open thread is in the address). */
export function studentThreadUrl(appUrl: string, threadId: string): string {
  return `${appUrl}/messages?${new URLSearchParams({ thread: threadId }).toString()}`;
}

function laterOf(first: Date | null, second: Date | null): Date | null {
  if (!first) return second;
  if (!second) return first;
  return first > second ? first : second;
}

/** One thread, one transaction: claim it, then queue its email. False if it was not due. */
async function notifyThread(
  deps: ReplyNoticeDeps,
  threadId: string,
  window: ReplyNoticeWindow,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { db: tx, now: deps.now };
    const thread = await findThreadDueForReplyNotice(tx, threadId, window);
    if (!thread) return false;
    if (!(await claimReplyNotice(tx, threadId, window))) return false;
    const found = await findReplyToNotify(tx, {
      threadId,
      since: laterOf(thread.studentReadAt, thread.previousNoticeAt),
      window,
    });
    if (!found) throw new Error('a thread due for a reply notice had no reply to quote');
    const sender = await findMessageWithSender(tx, found.reply.id);
    const language = storedLanguage(thread.studentLanguage);
    const name = consultantName({
      displayName: sender?.senderDisplayName ?? null,
      legalFirstName: sender?.senderFirstName ?? null,
      legalLastName: sender?.senderLastName ?? null,
    });
    await queueEmail(txDeps, {
      to: thread.studentEmail,
      email: renderUnreadReplyEmail({
        email: thread.studentEmail,
        // A consultant without a name is named by the fallback, in the student's language.
        consultantName:
          name === CONSULTANT_FALLBACK_NAME
            ? emailTexts(language).unreadReply.consultantFallback
            : name,
        threadSubject: thread.subject,
        content: found.reply.content,
        moreUnreadCount: Math.max(found.unreadCount - 1, 0),
        threadUrl: studentThreadUrl(deps.appUrl, threadId),
        language,
      }),
    });
    return true;
  });
}

/** One bounded run of the sweep; answers how many emails it queued. */
export async function sendUnreadReplyNotices(
  deps: ReplyNoticeDeps,
): Promise<{ unreadReplyEmails: number }> {
  const window = replyNoticeWindow(deps.now());
  const threadIds = await findThreadIdsDueForReplyNotice(deps.db, window, batchSize);
  let queued = 0;
  for (const threadId of threadIds) {
    if (await notifyThread(deps, threadId, window)) queued += 1;
  }
  if (queued > 0) deps.onEmailQueued();
  return { unreadReplyEmails: queued };
}

export function registerReplyNotices(app: FastifyInstance, deps: ReplyNoticeDeps): void {
  registerPeriodicSweep(app, {
    job: 'unread-reply-notices',
    db: deps.db,
    intervalMs: REPLY_NOTICE_SWEEP_INTERVAL_MS,
    run: () => sendUnreadReplyNotices(deps),
    removedMessage: 'emailed students about unread replies',
    failedMessage: 'unread reply notices failed',
  });
}
