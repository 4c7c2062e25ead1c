import { Alert } from '@mantine/core';
import type { GuardianStudent } from '@studypath/domain/guardians';
import { IconCircleCheck, IconInfoCircle, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const looks = {
  given: { color: 'green', icon: <IconCircleCheck size={18} /> },
  missing: { color: 'orange', icon: <IconUserShield size={18} /> },
  not_needed: { color: 'gray', icon: <IconInfoCircle size={18} /> },
} as const;

/** Where the student's consent stands today, in one line. */
export function ConsentLine({ student }: { student: GuardianStudent }) {
  const { t } = useTranslation('guardians');
  const { color, icon } = looks[student.consentState];
  return (
    <Alert variant="light" color={color} icon={icon} style={{ overflowWrap: 'anywhere' }}>
      {t(`area.consent.${student.consentState}`, { name: student.studentName })}
    </Alert>
  );
}
