// What goes into a person's export (decision 040), gathered from each feature's own export
// function (their index.ts), never from their tables: the JSON files by path, and the stored
// files to copy, each under a unique, safe path. A student gets their own records; a guardian
// their own account and records and, per student they follow today, what the guardian area
// shows (the student, study paths with updates, documents with their files, payments): never
// the student's messages, information requests, profile or audit entries.
import { findConsentRecordsOf } from '../../platform/people/consent-records.ts';
import type { UserRow } from '../../platform/db/schema/index.ts';
import type { ExportedFile, ExportFileShelf } from '../../platform/ports/export-files.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { exportStudyPathsOf } from '../applications/index.ts';
import { exportAuditEntriesOf } from '../audit/index.ts';
import { exportDocumentsOf } from '../documents/index.ts';
import { exportGuardianConsentOf, exportGuardianRecordsOf } from '../guardians/index.ts';
import { exportInfoRequestsOf } from '../info-requests/index.ts';
import { exportMessagesOf } from '../messages/index.ts';
import { exportPaymentsOf } from '../payments/index.ts';
import { exportProfileOf } from '../profile/index.ts';

export interface ExportJsonPart {
  path: string;
  data: unknown;
}

export interface ExportFileEntry extends ExportedFile {
  path: string;
}

export interface ExportPlan {
  audience: 'student' | 'guardian';
  parts: ExportJsonPart[];
  files: ExportFileEntry[];
}

/** The longest file name kept whole inside a folder of the zip (most unzip tools take 255). */
const maxNameLength = 200;

/**
 * A shelf that files go on under `folder`, by their own names made safe for a zip path (no
 * folder separators, no dot-only names) and made unique within the whole export.
 */
function shelfFor(folder: string, files: ExportFileEntry[], taken: Set<string>): ExportFileShelf {
  return (file) => {
    const safe =
      [...file.name.replace(/[/\\]/g, '_').replace(/^\.+/, '_')].slice(0, maxNameLength).join('') ||
      'file';
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let path = `${folder}/${safe}`;
    for (let copy = 2; taken.has(path.toLowerCase()); copy += 1) {
      path = `${folder}/${stem} (${copy})${extension}`;
    }
    taken.add(path.toLowerCase());
    files.push({ ...file, path });
    return path;
  };
}

function accountOf(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
  };
}

async function legalConsentsOf(deps: ServiceDeps, userId: string) {
  return (await findConsentRecordsOf(deps.db, userId)).map((record) => ({
    document: record.document,
    version: record.version,
    acceptedAt: record.acceptedAt.toISOString(),
  }));
}

const idsOf = (records: readonly { id: string }[]): string[] => records.map((record) => record.id);

async function planStudentExport(deps: ServiceDeps, student: UserRow): Promise<ExportPlan> {
  const files: ExportFileEntry[] = [];
  const taken = new Set<string>();
  const studyPaths = await exportStudyPathsOf(deps, student.id);
  const documents = await exportDocumentsOf(deps, student.id, shelfFor('documents', files, taken));
  const threads = await exportMessagesOf(
    deps,
    student.id,
    shelfFor('message-attachments', files, taken),
  );
  const infoRequests = await exportInfoRequestsOf(deps, student.id);
  const payments = await exportPaymentsOf(deps, { studentId: student.id, payerId: null });
  const guardian = await exportGuardianConsentOf(deps, student.id);
  const entityIds = [
    ...idsOf(studyPaths),
    ...idsOf(documents),
    ...idsOf(threads),
    ...threads.flatMap((thread) => idsOf(thread.messages)),
    ...idsOf(infoRequests),
    ...guardian.guardianAccess.guardians.map((link) => link.linkId),
  ];
  return {
    audience: 'student',
    files,
    parts: [
      { path: 'account.json', data: accountOf(student) },
      { path: 'profile.json', data: await exportProfileOf(deps, student.id) },
      { path: 'study-paths.json', data: studyPaths },
      { path: 'messages.json', data: threads },
      { path: 'information-requests.json', data: infoRequests },
      { path: 'documents.json', data: documents },
      { path: 'payments.json', data: payments },
      {
        path: 'consents.json',
        data: { legalTexts: await legalConsentsOf(deps, student.id), guardian },
      },
      {
        path: 'audit-log.json',
        data: await exportAuditEntriesOf(deps, { userId: student.id, entityIds }),
      },
    ],
  };
}

async function planGuardianExport(deps: ServiceDeps, guardian: UserRow): Promise<ExportPlan> {
  const files: ExportFileEntry[] = [];
  const taken = new Set<string>();
  const { students, ...records } = await exportGuardianRecordsOf(deps, guardian.id);
  const parts: ExportJsonPart[] = [
    { path: 'account.json', data: accountOf(guardian) },
    {
      path: 'consents.json',
      data: { legalTexts: await legalConsentsOf(deps, guardian.id), ...records },
    },
  ];
  for (const student of students) {
    // Folders by account id: ids are unique and safe where two siblings' names may not be.
    const folder = `students/${student.studentId}`;
    const shelve = shelfFor(`${folder}/documents`, files, taken);
    parts.push(
      { path: `${folder}/student.json`, data: student },
      {
        path: `${folder}/study-paths.json`,
        data: await exportStudyPathsOf(deps, student.studentId),
      },
      {
        path: `${folder}/documents.json`,
        data: await exportDocumentsOf(deps, student.studentId, shelve),
      },
      {
        path: `${folder}/payments.json`,
        data: await exportPaymentsOf(deps, { studentId: student.studentId, payerId: guardian.id }),
      },
    );
  }
  parts.push({
    path: 'audit-log.json',
    data: await exportAuditEntriesOf(deps, { userId: guardian.id, entityIds: [] }),
  });
  return { audience: 'guardian', parts, files };
}

/** The plan for a student or a guardian; an administrator has nothing to export here. */
export async function planExport(deps: ServiceDeps, user: UserRow): Promise<ExportPlan> {
  if (user.role === 'guardian') return planGuardianExport(deps, user);
  if (user.role === 'student') return planStudentExport(deps, user);
  throw new Error(`no data export for the role ${user.role}`);
}
