// Whom a new conversation can be with. There is no user list endpoint yet, so the picker offers
// the students the consultant already knows of: those with a thread and those with one of the
// newest study paths. A student reached from a study path (?student=) is always offered.
import type { AdminApplicationListItem } from '@studypath/domain/applications';
import type { AdminThread } from '@studypath/domain/messages';
import { legalName } from '../../../../lib/legal-name.ts';

export interface StudentChoice {
  value: string;
  label: string;
}

type KnownStudent = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
};

const labelOf = ({ firstName, lastName, email }: KnownStudent) => {
  const name = legalName(firstName, lastName);
  return name ? `${name} (${email})` : email;
};

/** One choice per student, sorted by label; `unknownLabel` names a required id not found. */
export function studentChoices({
  threads,
  applications,
  requiredId,
  unknownLabel,
}: {
  threads: readonly AdminThread[];
  applications: readonly AdminApplicationListItem[];
  requiredId: string | null;
  unknownLabel: string;
}): StudentChoice[] {
  const byId = new Map<string, StudentChoice>();
  const known: KnownStudent[] = [
    ...applications.map((item) => ({
      id: item.userId,
      firstName: item.legalFirstName,
      lastName: item.legalLastName,
      email: item.email,
    })),
    ...threads.map((thread) => ({
      id: thread.studentId,
      firstName: thread.studentFirstName,
      lastName: thread.studentLastName,
      email: thread.studentEmail,
    })),
  ];
  for (const student of known) {
    if (!byId.has(student.id)) byId.set(student.id, { value: student.id, label: labelOf(student) });
  }
  if (requiredId !== null && !byId.has(requiredId)) {
    byId.set(requiredId, { value: requiredId, label: unknownLabel });
  }
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
}
