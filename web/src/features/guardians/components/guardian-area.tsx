import { Select, Stack, Text, Title } from '@mantine/core';
import type { GuardianStudent } from '@studypath/domain/guardians';
import { useTranslation } from 'react-i18next';
import { PendingQuery } from '../../../components/query-states.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useGuardianStudents } from '../api/get-guardian-students.ts';
import { ConsentLine } from './area/consent-line.tsx';
import { DocumentsSection } from './area/documents-section.tsx';
import { PaySection } from './area/pay-section.tsx';
import { PaymentsSection } from './area/payments-section.tsx';
import { SettingsSection } from './area/settings-section.tsx';
import { StudyPathsSection } from './area/study-paths-section.tsx';
import { WithdrawSection } from './area/withdraw-section.tsx';

export interface GuardianAreaProps {
  /** The student named in the address (`?student=`); the first one when none or unknown. */
  selectedStudentId: string | null;
  onSelectStudent: (studentId: string) => void;
}

/**
 * /guardian (issue 26, items 4–6): the students a guardian follows, one at a time, read-only:
 * consent, study paths, documents and payments; paying a package, the status emails' switch and
 * the withdrawal of consent. Never a message between the student and their consultant.
 */
export function GuardianArea({ selectedStudentId, onSelectStudent }: GuardianAreaProps) {
  const { t } = useTranslation('guardians');
  const students = useGuardianStudents();
  const list = students.data;
  const student = list?.find((one) => one.studentId === selectedStudentId) ?? list?.[0];
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t('area.heading')}
      </Title>
      {!list && (
        <PendingQuery
          hasFailed={students.isError}
          title={t('area.loadFailed')}
          retryLabel={t('area.retry')}
          onRetry={() => void students.refetch()}
        />
      )}
      {list && list.length > 1 && (
        <Select
          label={t('area.student')}
          data={list.map((one) => ({ value: one.studentId, label: one.studentName }))}
          value={student?.studentId ?? null}
          onChange={(value) => {
            if (value) onSelectStudent(value);
          }}
          allowDeselect={false}
          maw={360}
        />
      )}
      {list?.length === 0 && <NoStudent />}
      {student && <StudentOverview key={student.studentId} student={student} />}
    </Stack>
  );
}

function NoStudent() {
  const { t } = useTranslation('guardians');
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('area.empty.title')}</Text>
      <Text c="dimmed">{t('area.empty.message')}</Text>
    </Stack>
  );
}

function StudentOverview({ student }: { student: GuardianStudent }) {
  const { t } = useTranslation('guardians');
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <ConsentLine student={student} />
        <Text size="sm" c="dimmed">
          {t('area.since', { date: formatDate(student.linkedAt) })}
        </Text>
      </Stack>
      <StudyPathsSection studentId={student.studentId} studentName={student.studentName} />
      {student.consentState !== 'missing' && <PaySection studentId={student.studentId} />}
      <DocumentsSection studentId={student.studentId} />
      <PaymentsSection studentId={student.studentId} />
      <SettingsSection student={student} />
      <WithdrawSection student={student} />
    </Stack>
  );
}
