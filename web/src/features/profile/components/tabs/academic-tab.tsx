import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  englishTestTypes,
  frenchTestTypes,
  languageLevels,
  subjectGradeFields,
} from '@studypath/domain/profile';
import { useTranslation } from 'react-i18next';
import { isFieldShown } from '../../../../lib/profile/field-visibility.ts';
import { DateField } from '../date-field.tsx';
import { OptionSelect, TextField } from '../profile-fields.tsx';
import type { ProfileTabProps } from '../profile-form-context.ts';

/** Grades and languages; a test's score and date appear once a test other than none is picked. */
export function AcademicTab({ form, today }: ProfileTabProps) {
  const { t } = useTranslation('profile');
  const values = form.getValues();
  const shows = (field: Parameters<typeof isFieldShown>[0]) => isFieldShown(field, values);

  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {t('edit.sections.grades')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          form={form}
          field="academicGrade"
          required
          placeholder={t('placeholders.academicGrade')}
        />
      </SimpleGrid>
      {shows('mathGrade') && (
        <>
          <Title order={4} size="h6">
            {t('edit.sections.subjectGrades')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
            {subjectGradeFields.map((field) => (
              <TextField
                key={field}
                form={form}
                field={field}
                placeholder={t('placeholders.subjectGrade')}
              />
            ))}
          </SimpleGrid>
        </>
      )}

      <Title order={3} size="h5" mt="sm">
        {t('edit.sections.english')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('edit.languageHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <OptionSelect
          form={form}
          field="englishLevel"
          group="languageLevel"
          values={languageLevels}
        />
        <OptionSelect
          form={form}
          field="englishTestType"
          group="englishTest"
          values={englishTestTypes}
        />
        {shows('englishTestScore') && (
          <TextField
            form={form}
            field="englishTestScore"
            placeholder={t('placeholders.testScore')}
          />
        )}
        {shows('englishTestDate') && (
          <DateField form={form} field="englishTestDate" maxDate={today} />
        )}
      </SimpleGrid>

      <Title order={3} size="h5" mt="sm">
        {t('edit.sections.french')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <OptionSelect
          form={form}
          field="frenchLevel"
          group="languageLevel"
          values={languageLevels}
        />
        <OptionSelect
          form={form}
          field="frenchTestType"
          group="frenchTest"
          values={frenchTestTypes}
        />
        {shows('frenchTestScore') && (
          <TextField
            form={form}
            field="frenchTestScore"
            placeholder={t('placeholders.testScore')}
          />
        )}
        {shows('frenchTestDate') && (
          <DateField form={form} field="frenchTestDate" maxDate={today} />
        )}
      </SimpleGrid>
    </Stack>
  );
}
