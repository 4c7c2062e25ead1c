import { Button, FileInput, Group, Image, Loader, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadProgramImage } from '../../api/upload-program-image.ts';
import { findProgramImageProblem, PROGRAM_IMAGE_TYPES } from '../../lib/program-image.ts';
import { toastFailure } from '../../lib/toasts.ts';

interface ProgramImageFieldProps {
  /** The uploaded image's address, '' for none. */
  imageUrl: string;
  onChange: (imageUrl: string) => void;
  onUploadingChange: (isUploading: boolean) => void;
}

/** Uploads the chosen image at once; the form saves the address the server answers. */
export function ProgramImageField({
  imageUrl,
  onChange,
  onUploadingChange,
}: ProgramImageFieldProps) {
  const { t } = useTranslation('adminApplications');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadProgramImage({
    onSuccess: (uploadedUrl) => {
      onUploadingChange(false);
      onChange(uploadedUrl);
    },
    onError: (error) => {
      onUploadingChange(false);
      setFile(null);
      toastFailure(t('toasts.imageUploadFailed'), error);
    },
  });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(null);
    if (!chosen) return;
    const found = findProgramImageProblem(chosen);
    if (found) {
      setFile(null);
      setProblem(
        found === 'tooLarge'
          ? t('programs.form.imageTooLarge')
          : t('programs.form.imageNotAllowed'),
      );
      return;
    }
    onUploadingChange(true);
    upload.mutate(chosen);
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={t('programs.form.image')}
        description={t('programs.form.imageHint')}
        placeholder={t('programs.form.imagePlaceholder')}
        accept={PROGRAM_IMAGE_TYPES.join(',')}
        leftSection={<IconPhoto size={16} aria-hidden />}
        rightSection={upload.isPending ? <Loader size="xs" /> : undefined}
        value={file}
        onChange={choose}
        error={problem}
        disabled={upload.isPending}
      />
      {imageUrl !== '' && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Image
            src={imageUrl}
            alt={t('programs.form.imagePreview')}
            h={96}
            w={160}
            fit="cover"
            radius="sm"
          />
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => {
              setFile(null);
              onChange('');
            }}
          >
            {t('programs.form.removeImage')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
