import { SimpleGrid, Stack } from '@mantine/core';
import { genders } from '@studypath/domain/profile';
import { useTranslation } from 'react-i18next';
import { DateField } from '../date-field.tsx';
import { CountrySelect, OptionSelect, TextField } from '../profile-fields.tsx';
import type { ProfileTabProps } from '../profile-form-context.ts';

export function BasicTab({ form, today }: ProfileTabProps) {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} field="legalFirstName" required />
        <TextField form={form} field="legalLastName" required />
        <TextField form={form} field="preferredName" />
        <DateField form={form} field="dateOfBirth" required maxDate={today} startWithYear />
        <OptionSelect form={form} field="gender" required group="gender" values={genders} />
        <TextField
          form={form}
          field="phoneNumber"
          type="tel"
          required
          description={t('edit.phoneHint')}
          placeholder="+1 416 555 0142"
        />
        <CountrySelect form={form} field="nationality" required />
        <CountrySelect form={form} field="country" required />
      </SimpleGrid>
    </Stack>
  );
}
