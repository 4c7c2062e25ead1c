import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  createProgramRequestSchema,
  PROGRAM_DESCRIPTION_MAX_LENGTH,
  PROGRAM_DURATION_MAX_LENGTH,
  PROGRAM_INSTITUTION_MAX_LENGTH,
  PROGRAM_INTAKE_DATE_MAX_LENGTH,
  PROGRAM_LOCATION_MAX_LENGTH,
  PROGRAM_TITLE_MAX_LENGTH,
  PROGRAM_TUITION_MAX_LENGTH,
  URL_MAX_LENGTH,
  type CreateProgramRequest,
  type Program,
} from '@studypath/domain/programs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LimitedTextarea,
  LimitedTextInput,
} from '../../../../../components/limited-text-input.tsx';
import { useCreateProgram } from '../../api/create-program.ts';
import { useUpdateProgram } from '../../api/update-program.ts';
import { toastFailure, toastSuccess } from '../../lib/toasts.ts';
import { ProgramImageField } from './program-image-field.tsx';

// Each field stops at the limit the server's schema holds it to.
const textFields = [
  { name: 'institution', maxLength: PROGRAM_INSTITUTION_MAX_LENGTH },
  { name: 'location', maxLength: PROGRAM_LOCATION_MAX_LENGTH },
  { name: 'duration', maxLength: PROGRAM_DURATION_MAX_LENGTH },
  { name: 'tuition', maxLength: PROGRAM_TUITION_MAX_LENGTH },
  { name: 'intakeDate', maxLength: PROGRAM_INTAKE_DATE_MAX_LENGTH },
] as const;
const longTextFields = [
  { name: 'description', maxLength: PROGRAM_DESCRIPTION_MAX_LENGTH },
  { name: 'requirements', maxLength: PROGRAM_DESCRIPTION_MAX_LENGTH },
] as const;

type ProgramFormValues = Record<keyof CreateProgramRequest, string>;

function initialValues(program: Program | undefined): ProgramFormValues {
  return {
    title: program?.title ?? '',
    programLink: program?.programLink ?? '',
    institution: program?.institution ?? '',
    location: program?.location ?? '',
    duration: program?.duration ?? '',
    tuition: program?.tuition ?? '',
    intakeDate: program?.intakeDate ?? '',
    description: program?.description ?? '',
    requirements: program?.requirements ?? '',
    imageUrl: program?.imageUrl ?? '',
  };
}

interface ProgramFormProps {
  /** The program to edit; none creates one. */
  program?: Program;
  onDone: () => void;
}

/**
 * Create or edit a program (part 2 §5): the server's schema validates, so both sides refuse the
 * same input with the same words ('Program title is required', 'Must be a valid URL').
 */
export function ProgramForm({ program, onDone }: ProgramFormProps) {
  const { t } = useTranslation('adminApplications');
  const [isUploading, setUploading] = useState(false);
  const form = useForm({
    initialValues: initialValues(program),
    validate: schemaResolver(createProgramRequestSchema, { sync: true }),
    transformValues: (values): CreateProgramRequest => createProgramRequestSchema.parse(values),
  });
  const creation = useCreateProgram({
    onSuccess: () => {
      toastSuccess(t('toasts.programCreated'));
      onDone();
    },
    onError: (error) => toastFailure(t('toasts.programCreateFailed'), error),
  });
  const update = useUpdateProgram({
    onSuccess: () => {
      toastSuccess(t('toasts.programUpdated'));
      onDone();
    },
    // A program attached to another path is refused (409): the server's message says so.
    onError: (error) => toastFailure(t('toasts.programUpdateFailed'), error),
  });
  const isSaving = creation.isPending || update.isPending;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((request) => {
        if (program) update.mutate({ id: program.id, request });
        else creation.mutate(request);
      })}
    >
      <Stack gap="sm">
        <LimitedTextInput
          label={t('programs.form.title')}
          required
          maxLength={PROGRAM_TITLE_MAX_LENGTH}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <LimitedTextInput
          label={t('programs.form.programLink')}
          required
          type="url"
          placeholder="https://"
          maxLength={URL_MAX_LENGTH}
          {...form.getInputProps('programLink')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {textFields.map(({ name, maxLength }) => (
            <LimitedTextInput
              key={name}
              label={t(`programs.form.${name}`)}
              maxLength={maxLength}
              {...form.getInputProps(name)}
            />
          ))}
        </SimpleGrid>
        {longTextFields.map(({ name, maxLength }) => (
          <LimitedTextarea
            key={name}
            label={t(`programs.form.${name}`)}
            rows={2}
            resize="vertical"
            maxLength={maxLength}
            {...form.getInputProps(name)}
          />
        ))}
        <ProgramImageField
          imageUrl={form.values.imageUrl}
          onChange={(imageUrl) => form.setFieldValue('imageUrl', imageUrl)}
          onUploadingChange={setUploading}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={isSaving}>
            {t('programs.back')}
          </Button>
          <Button type="submit" loading={isSaving} disabled={isUploading}>
            {program ? t('programs.form.save') : t('programs.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
