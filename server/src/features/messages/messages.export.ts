// Messages' part of "Download my data" (issue 30, decision 040): the student's conversations with
// the consultant team, open and closed, each message as the student reads it (a consultant by
// name, never by e-mail), and every attachment file taken into the zip.
import type { StudentThread, ThreadMessage } from '@studypath/domain';
import type { ExportFileShelf } from '../../platform/ports/export-files.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { toStudentThread, toThreadMessage } from './message-views.ts';
import { findMessagesOfThread, findThreadsOfStudent } from './messages.queries.ts';

export type ExportedMessage = Omit<ThreadMessage, 'attachmentUrl'> & {
  /** Where the attachment is inside the zip; null without one. */
  attachmentInExport: string | null;
};

export type ExportedThread = Omit<StudentThread, 'unreadCount'> & { messages: ExportedMessage[] };

/** Threads by latest activity, newest first; messages oldest first, as on the Messages page. */
export async function exportMessagesOf(
  deps: ServiceDeps,
  studentId: string,
  shelve: ExportFileShelf,
): Promise<ExportedThread[]> {
  const threads: ExportedThread[] = [];
  for (const { thread } of await findThreadsOfStudent(deps.db, studentId)) {
    const { unreadCount: _unread, ...shown } = toStudentThread(thread, 0);
    const rows = await findMessagesOfThread(deps.db, thread.id, studentId);
    const messages = rows.map((row): ExportedMessage => {
      const { attachmentUrl: _url, ...message } = toThreadMessage(row, { isForAdmin: false });
      const key = row.message.attachmentKey;
      return {
        ...message,
        attachmentInExport:
          key !== null && message.attachmentName !== null
            ? shelve({
                key,
                name: message.attachmentName,
                sizeBytes: row.message.attachmentSize ?? 0,
              })
            : null,
      };
    });
    threads.push({ ...shown, messages });
  }
  return threads;
}
