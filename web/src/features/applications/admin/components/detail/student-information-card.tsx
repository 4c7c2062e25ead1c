import { Divider, SimpleGrid, Stack, Title } from '@mantine/core';
import type { AdminApplication } from '@studypath/domain/applications';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { displayStudentField, studentInformationGroups } from '../../lib/student-information.ts';
import { DetailField } from './detail-field.tsx';
import { SectionCard } from './section-card.tsx';

/** The student's profile as the path carries it: personal, academic, test scores, guardian. */
export function StudentInformationCard({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('adminApplications');
  const valueLabels = t('detail.student.values', { returnObjects: true });
  return (
    <SectionCard title={t('detail.student.heading')}>
      {studentInformationGroups.map(({ key, fields }, index) => (
        <Fragment key={key}>
          {index > 0 && <Divider />}
          <Stack gap="xs">
            <Title order={3} size="h6">
              {t(`detail.student.${key}`)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              {fields.map((field) => (
                <DetailField
                  key={field}
                  label={t(`detail.student.fields.${field}`)}
                  value={displayStudentField(application, field, valueLabels)}
                  emptyText={t('detail.student.notProvided')}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Fragment>
      ))}
    </SectionCard>
  );
}
