import {
  Button,
  FileInput,
  NativeSelect,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  DEFAULT_DOCUMENT_CATEGORY,
  documentCategories,
  documentCategorySchema,
  STUDENT_DOCUMENT_MAX_BYTES,
  type DocumentCategory,
} from '@studypath/domain/documents';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentCategoryLabel } from '../../../../lib/document-category-labels.ts';
import {
  DOCUMENT_ACCEPT,
  documentMimeTypeOf,
  findDocumentFileProblem,
  type DocumentFileProblem,
} from '../../../../lib/document-file.ts';
import { refusalMessage } from '../../../../lib/refusal-message.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { useUploadDocument } from '../lib/use-upload-document.ts';

/**
 * Category, file, Upload (part 2 §2). A file of the wrong type or over 20MB is refused as soon as
 * it is chosen, before any request; while the file travels a bar shows how far it got.
 */
export function UploadForm({ isDisabled }: { isDisabled: boolean }) {
  const { t } = useTranslation('documents');
  const categoryLabel = useDocumentCategoryLabel();
  const categoryOptions = documentCategories.map((value) => ({
    value,
    label: categoryLabel(value),
  }));
  const headingId = useId();
  const [category, setCategory] = useState<DocumentCategory>(DEFAULT_DOCUMENT_CATEGORY);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<DocumentFileProblem | null>(null);
  const upload = useUploadDocument({
    onSuccess: () => {
      setFile(null);
      showToast({
        variant: 'success',
        title: t('toasts.uploaded.title'),
        message: t('toasts.uploaded.message'),
      });
    },
    onError: (error) =>
      showToast({
        variant: 'destructive',
        title: t('toasts.uploadFailed.title'),
        message: refusalMessage(error) ?? t('toasts.uploadFailed.message'),
      }),
  });

  const choose = (chosen: File | null) => {
    const found = chosen ? findDocumentFileProblem(chosen, STUDENT_DOCUMENT_MAX_BYTES) : null;
    setProblem(found);
    setFile(found ? null : chosen);
  };

  const submit = () => {
    const mimeType = file ? documentMimeTypeOf(file) : null;
    if (file && mimeType) upload.mutate({ file, category, mimeType });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('upload.heading')}
          </Title>
          <NativeSelect
            label={t('upload.category')}
            data={categoryOptions}
            value={category}
            disabled={isDisabled || upload.isPending}
            onChange={(event) => {
              const chosen = documentCategorySchema.safeParse(event.currentTarget.value);
              if (chosen.success) setCategory(chosen.data);
            }}
          />
          <FileInput
            label={t('upload.file')}
            description={t('upload.fileHint')}
            placeholder={t('upload.filePlaceholder')}
            accept={DOCUMENT_ACCEPT}
            leftSection={<IconFileUpload size={16} aria-hidden />}
            value={file}
            onChange={choose}
            error={problem ? t(`upload.problems.${problem}`) : undefined}
            disabled={isDisabled || upload.isPending}
            clearable
          />
          {upload.isPending && (
            <Stack gap={4}>
              <Progress.Root size="lg" radius="xl">
                <Progress.Section
                  value={upload.percent}
                  animated
                  aria-label={t('upload.progress')}
                />
              </Progress.Root>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('upload.uploading', { percent: upload.percent })}
              </Text>
            </Stack>
          )}
          <Button
            type="submit"
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={isDisabled || file === null}
            loading={upload.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('upload.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
