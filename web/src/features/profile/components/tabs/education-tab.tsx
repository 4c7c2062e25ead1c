import { SimpleGrid, Stack, Title } from '@mantine/core';
import {
  collegeCredentials,
  collegeYears,
  highSchoolGradeLevels,
  pathways,
  universityLevels,
  universityYears,
} from '@studypath/domain/profile';
import { useTranslation } from 'react-i18next';
import { isFieldShown } from '../../../../lib/profile/field-visibility.ts';
import { MonthField, OptionSelect, TextField } from '../profile-fields.tsx';
import type { ProfileTabProps } from '../profile-form-context.ts';

/** The pathway and the fields each pathway asks for (part 1 §2 "Conditional fields"). */
export function EducationTab({ form }: ProfileTabProps) {
  const { t } = useTranslation('profile');
  const values = form.getValues();
  const shows = (field: Parameters<typeof isFieldShown>[0]) => isFieldShown(field, values);
  const pathway = values.pathway;
  const section = pathway.startsWith('high_school')
    ? t('edit.sections.highSchool')
    : pathway.startsWith('college')
      ? t('edit.sections.college')
      : pathway.startsWith('university')
        ? t('edit.sections.university')
        : null;

  return (
    <Stack gap="md">
      <OptionSelect form={form} field="pathway" required group="pathway" values={pathways} />
      {section && (
        <Title order={3} size="h5" mt="sm">
          {section}
        </Title>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {shows('currentInstitution') && (
          <TextField form={form} field="currentInstitution" required />
        )}
        {shows('currentEducationLevel') && (
          <OptionSelect
            form={form}
            field="currentEducationLevel"
            required
            group="gradeLevel"
            values={highSchoolGradeLevels}
          />
        )}
        {shows('expectedGraduationDate') && (
          <MonthField form={form} field="expectedGraduationDate" required />
        )}
        {shows('graduationDate') && <MonthField form={form} field="graduationDate" required />}

        {shows('collegeName') && <TextField form={form} field="collegeName" required />}
        {shows('collegeProgram') && <TextField form={form} field="collegeProgram" required />}
        {shows('collegeLevel') && (
          <OptionSelect
            form={form}
            field="collegeLevel"
            required
            group="collegeCredential"
            values={collegeCredentials}
          />
        )}
        {shows('collegeYear') && (
          <OptionSelect
            form={form}
            field="collegeYear"
            required
            group="studyYear"
            values={collegeYears}
          />
        )}
        {shows('collegeGraduationDate') && (
          <MonthField form={form} field="collegeGraduationDate" required />
        )}

        {shows('universityName') && <TextField form={form} field="universityName" required />}
        {shows('universityProgram') && <TextField form={form} field="universityProgram" required />}
        {shows('universityLevel') && (
          <OptionSelect
            form={form}
            field="universityLevel"
            required
            group="universityLevel"
            values={universityLevels}
          />
        )}
        {shows('universityYear') && (
          <OptionSelect
            form={form}
            field="universityYear"
            required
            group="studyYear"
            values={universityYears}
          />
        )}
        {shows('universityGraduationDate') && (
          <MonthField form={form} field="universityGraduationDate" required />
        )}
      </SimpleGrid>
      {shows('thesis') && (
        <>
          <Title order={3} size="h5" mt="sm">
            {t('edit.sections.graduate')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField form={form} field="thesis" required />
            <TextField form={form} field="researchArea" required />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
