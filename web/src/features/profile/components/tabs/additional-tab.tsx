import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../profile-fields.tsx';
import type { ProfileTabProps } from '../profile-form-context.ts';

export function AdditionalTab({ form }: ProfileTabProps) {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {t('edit.sections.goals')}
      </Title>
      <TextAreaField form={form} field="careerGoals" />
      <TextAreaField form={form} field="extracurriculars" />
      <TextAreaField form={form} field="workExperience" />
      <TextAreaField form={form} field="achievements" />

      <Title order={3} size="h5" mt="sm">
        {t('edit.sections.languages')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} field="firstLanguage" />
        <TextField
          form={form}
          field="otherLanguages"
          placeholder={t('placeholders.otherLanguages')}
        />
        <TextField form={form} field="curriculum" placeholder={t('placeholders.curriculum')} />
      </SimpleGrid>
    </Stack>
  );
}
