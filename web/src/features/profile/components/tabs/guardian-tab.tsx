import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { guardianRelations, needsGuardian } from '@studypath/domain/profile';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OptionSelect, TextAreaField, TextField } from '../profile-fields.tsx';
import type { ProfileTabProps } from '../profile-form-context.ts';

/** Guardian and emergency contact; the guardian becomes required for a high school minor. */
export function GuardianTab({ form, today }: ProfileTabProps) {
  const { t } = useTranslation('profile');
  const isRequired = needsGuardian(form.getValues(), today);
  return (
    <Stack gap="md">
      {isRequired && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={20} />}>
          {t('edit.minorAlert')}
        </Alert>
      )}
      <Title order={3} size="h5">
        {t('edit.sections.guardian')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} field="guardianName" required={isRequired} />
        <OptionSelect
          form={form}
          field="guardianRelation"
          required={isRequired}
          group="guardianRelation"
          values={guardianRelations}
        />
        <TextField form={form} field="guardianEmail" type="email" required={isRequired} />
        <TextField
          form={form}
          field="guardianPhone"
          type="tel"
          required={isRequired}
          description={t('edit.phoneHint')}
        />
      </SimpleGrid>
      <TextAreaField form={form} field="guardianAddress" />

      <Title order={3} size="h5" mt="sm">
        {t('edit.sections.emergencyContact')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} field="emergencyContactName" />
        <TextField form={form} field="emergencyContactRelation" />
        <TextField
          form={form}
          field="emergencyContactPhone"
          type="tel"
          description={t('edit.phoneHint')}
        />
        <TextField form={form} field="emergencyContactEmail" type="email" />
      </SimpleGrid>
    </Stack>
  );
}
