// The dashboard's 'To do' list (issue 24): what the student must do now, built by the server from
// whose move each study path waits on (application-status-guide.ts) and the information requests
// still unanswered. Items are typed codes with the few values their text needs; the web words
// them from its locale files, so the server never sends a sentence.
import { z } from 'zod';
import { applicationStatusSchema, isActiveStatus } from './application-status.ts';
import { describeApplicationStatus } from './application-status-guide.ts';

/** The path an item is about: its id (for the link) and what the Study Paths list calls it. */
const pathFields = {
  applicationId: z.string(),
  /** The specific program, else the field of study; null when the path has neither. */
  studyPathName: z.string().nullable(),
};

export const studentTodoItemSchema = z.discriminatedUnion('kind', [
  z.object({
    /** A consultant's information request still unanswered. */
    kind: z.literal('answer_info_request'),
    requestId: z.string(),
    /**
     * The path whose page answers it: the request's own path, or for a general request the
     * student's active path, else their newest; null when the student has no path at all.
     */
    applicationId: z.string().nullable(),
    studyPathName: z.string().nullable(),
    /** Whether the consultant asked about no path in particular. */
    isGeneral: z.boolean(),
    questionCount: z.number().int().nonnegative(),
    sentAt: z.string(),
  }),
  /**
   * A path in Documents Needed: the consultant asked for documents. `checklistToDo` counts the
   * path's checklist items to upload (to do or needing changes, issue 28); the link goes to the
   * path's checklist then, else to /documents.
   */
  z.object({
    kind: z.literal('upload_documents'),
    ...pathFields,
    checklistToDo: z.number().int().positive().optional(),
  }),
  /** A path in Find the Program whose package is unpaid: the payment screen. */
  z.object({ kind: z.literal('choose_package'), ...pathFields }),
  /** Any other stage that waits on the student (apply_visa, pre_departure): the path's page. */
  z.object({ kind: z.literal('next_step'), ...pathFields, status: applicationStatusSchema }),
]);
export type StudentTodoItem = z.infer<typeof studentTodoItemSchema>;
export type StudentTodoKind = StudentTodoItem['kind'];

/** GET /api/dashboard/todo. */
export const studentTodoResponseSchema = z.object({
  items: z.array(studentTodoItemSchema),
  /** No earlier sign-in is recorded: the dashboard says 'Welcome' instead of 'Welcome back'. */
  isFirstSignIn: z.boolean(),
});
export type StudentTodoResponse = z.infer<typeof studentTodoResponseSchema>;

export interface TodoStudyPath {
  id: string;
  status: string;
  paymentStatus?: string | null;
  specificProgram: string | null;
  fieldOfStudy: string | null;
}

export interface TodoInfoRequest {
  id: string;
  applicationId: string | null;
  status: string;
  createdAt: string;
  questions: readonly unknown[];
}

function nameOf(path: TodoStudyPath): string | null {
  const name = [path.specificProgram, path.fieldOfStudy].find((text) => text && text.trim());
  return name ?? null;
}

/**
 * The item a path's own stage asks for, if its move is the student's. Documents Needed follows the
 * checklist when it is known (issue 28): nothing left to upload there (all uploaded, waiting for
 * review, or done) is the consultant's move, not the student's.
 */
function stageItem(
  path: TodoStudyPath,
  checklistToDo: ReadonlyMap<string, number>,
): StudentTodoItem | null {
  const guide = describeApplicationStatus(path);
  if (guide?.waitingOn !== 'student') return null;
  const fields = { applicationId: path.id, studyPathName: nameOf(path) };
  switch (guide.status) {
    case 'docs_needed': {
      const toDo = checklistToDo.get(path.id);
      if (toDo === undefined) return { kind: 'upload_documents', ...fields };
      return toDo > 0 ? { kind: 'upload_documents', ...fields, checklistToDo: toDo } : null;
    }
    case 'find_program':
      // describeApplicationStatus makes find_program the student's move only while unpaid.
      return { kind: 'choose_package', ...fields };
    default:
      return { kind: 'next_step', ...fields, status: guide.status };
  }
}

/**
 * The To do list, most waited-for first: each unanswered information request (oldest first), then
 * each path's stage that waits on the student, in the order of `paths` (the server's: newest
 * first). A path that has ended waits on nobody and adds nothing.
 *
 * Guardian consent belongs here once the portal records it: a minor's path lacking a guardian's
 * consent would add an item of a kind of its own (with its link). Nothing records consent yet,
 * so no item is made up for it.
 */
export function buildStudentTodo(input: {
  paths: readonly TodoStudyPath[];
  infoRequests: readonly TodoInfoRequest[];
  /** Each path's checklist items to upload, where the server counted them. */
  checklistToDo?: ReadonlyMap<string, number>;
}): StudentTodoItem[] {
  const checklistToDo = input.checklistToDo ?? new Map<string, number>();
  const { paths } = input;
  const byId = new Map(paths.map((path) => [path.id, path]));
  // Where a general request is answered: every path's page shows it; the one the student is on.
  const generalHome = paths.find((path) => isActiveStatus(path.status)) ?? paths[0];

  const requests = input.infoRequests
    .filter((request) => request.status === 'pending')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((request): StudentTodoItem => {
      const home = request.applicationId === null ? generalHome : byId.get(request.applicationId);
      return {
        kind: 'answer_info_request',
        requestId: request.id,
        applicationId: home?.id ?? request.applicationId,
        studyPathName: home ? nameOf(home) : null,
        isGeneral: request.applicationId === null,
        questionCount: request.questions.length,
        sentAt: request.createdAt,
      };
    });
  const stages = paths.flatMap((path) => stageItem(path, checklistToDo) ?? []);
  return [...requests, ...stages];
}
