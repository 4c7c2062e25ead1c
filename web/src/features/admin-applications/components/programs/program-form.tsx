import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  createProgramRequestSchema,
  PROGRAM_DESCRIPTION_MAX_LENGTH,
  PROGRAM_TITLE_MAX_LENGTH,
  type CreateProgramRequest,
  type Program,
} from '@studypath/domain/programs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateProgram } from '../../api/create-program.ts';
import { useUpdateProgram } from '../../api/update-program.ts';
import { toastFailure, toastSuccess } from '../../lib/toasts.ts';
import { ProgramImageField } from './program-image-field.tsx';

const textFields = ['institution', 'location', 'duration', 'tuition', 'intakeDate'] as const;
const longTextFields = ['description', 'requirements'] as const;

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
        <TextInput
          label={t('programs.form.title')}
          required
          maxLength={PROGRAM_TITLE_MAX_LENGTH}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <TextInput
          label={t('programs.form.programLink')}
          required
          type="url"
          placeholder="https://"
          {...form.getInputProps('programLink')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {textFields.map((field) => (
            <TextInput
              key={field}
              label={t(`programs.form.${field}`)}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        {longTextFields.map((field) => (
          <Textarea
            key={field}
            label={t(`programs.form.${field}`)}
            rows={2}
            resize="vertical"
            maxLength={PROGRAM_DESCRIPTION_MAX_LENGTH}
            {...form.getInputProps(field)}
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
