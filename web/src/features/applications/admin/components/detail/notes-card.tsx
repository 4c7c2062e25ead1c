import { Button, Group, Stack, Textarea } from '@mantine/core';
import { NOTES_MAX_LENGTH, type AdminApplication } from '@studypath/domain/applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateApplicationNotes } from '../../api/update-application-notes.ts';
import { toastFailure, toastSuccess } from '../../lib/toasts.ts';
import { DetailField } from './detail-field.tsx';
import { SectionCard } from './section-card.tsx';

interface NotesDraft {
  adminNotes: string;
  internalNotes: string;
}

/**
 * Admin Notes (the student reads them) and Internal Notes (admin only), behind an Edit toggle. The
 * draft is the component's own, so the 10 s refresh never overwrites what is being typed.
 */
export function NotesCard({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('adminApplications');
  const [draft, setDraft] = useState<NotesDraft | null>(null);
  const save = useUpdateApplicationNotes(application.id, {
    onSuccess: () => {
      setDraft(null);
      toastSuccess(t('toasts.notesUpdated'));
    },
    onError: (error) => toastFailure(t('toasts.notesFailed'), error),
  });
  const startEditing = () =>
    setDraft({
      adminNotes: application.adminNotes ?? '',
      internalNotes: application.internalNotes ?? '',
    });

  return (
    <SectionCard
      title={t('detail.notes.heading')}
      actions={
        draft === null && (
          <Button size="xs" variant="light" onClick={startEditing}>
            {t('detail.notes.edit')}
          </Button>
        )
      }
    >
      {draft === null ? (
        <Stack gap="sm">
          <DetailField
            label={`${t('detail.notes.adminNotes')} (${t('detail.notes.adminNotesHint')})`}
            value={application.adminNotes}
            emptyText={t('detail.notes.empty')}
          />
          <DetailField
            label={`${t('detail.notes.internalNotes')} (${t('detail.notes.internalNotesHint')})`}
            value={application.internalNotes}
            emptyText={t('detail.notes.empty')}
          />
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(draft);
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t('detail.notes.adminNotes')}
              description={t('detail.notes.adminNotesHint')}
              rows={3}
              resize="vertical"
              maxLength={NOTES_MAX_LENGTH}
              value={draft.adminNotes}
              onChange={(event) => setDraft({ ...draft, adminNotes: event.currentTarget.value })}
            />
            <Textarea
              label={t('detail.notes.internalNotes')}
              description={t('detail.notes.internalNotesHint')}
              rows={3}
              resize="vertical"
              maxLength={NOTES_MAX_LENGTH}
              value={draft.internalNotes}
              onChange={(event) => setDraft({ ...draft, internalNotes: event.currentTarget.value })}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
                {t('detail.notes.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('detail.notes.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
