import { Button, NativeSelect, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import {
  documentCategories,
  documentCategorySchema,
  type DocumentCategory,
} from '@studypath/domain/documents';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentCategoryLabel } from '../../../lib/document-category-labels.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useAddCustomItem } from '../api/add-custom-item.ts';

/** As createCustomChecklistItemRequestSchema takes them. */
const TITLE_MAX_LENGTH = 120;
const DETAILS_MAX_LENGTH = 1000;

/**
 * Add item, at the end of the consultant's list: a document this student needs that no rule asks
 * for, with the title and details the student will read as written, and the category it is
 * uploaded under.
 */
export function AddCustomItemForm({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('checklist');
  const categoryLabel = useDocumentCategoryLabel();
  const headingId = useId();
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const [category, setCategory] = useState<DocumentCategory>('other');
  const [isTitleMissing, setIsTitleMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const adding = useAddCustomItem(applicationId, {
    onSuccess: () => {
      setTitle('');
      setDetails('');
      showToast({ variant: 'success', title: t('custom.added'), message: '' });
    },
    onError: (error) => setFailure(refusalMessage(error) ?? t('custom.addFailed')),
  });

  const submit = () => {
    const trimmedTitle = title.trim();
    const trimmedDetails = details.trim();
    setIsTitleMissing(trimmedTitle === '');
    setFailure(null);
    if (trimmedTitle === '') return;
    adding.mutate({
      title: trimmedTitle,
      ...(trimmedDetails === '' ? {} : { details: trimmedDetails }),
      category,
    });
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {t('custom.addHeading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('custom.addIntro')}
        </Text>
        <TextInput
          label={t('custom.title')}
          required
          maxLength={TITLE_MAX_LENGTH}
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setIsTitleMissing(false);
          }}
          error={isTitleMissing ? t('custom.titleRequired') : undefined}
          disabled={adding.isPending}
        />
        <Textarea
          label={t('custom.details')}
          rows={2}
          resize="vertical"
          maxLength={DETAILS_MAX_LENGTH}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
          disabled={adding.isPending}
        />
        <NativeSelect
          label={t('custom.category')}
          data={documentCategories.map((value) => ({ value, label: categoryLabel(value) }))}
          value={category}
          onChange={(event) => {
            const chosen = documentCategorySchema.safeParse(event.currentTarget.value);
            if (chosen.success) setCategory(chosen.data);
          }}
          disabled={adding.isPending}
        />
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
        <Button
          type="submit"
          size="sm"
          loading={adding.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('custom.add')}
        </Button>
      </Stack>
    </form>
  );
}
