import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { MESSAGE_CONTENT_MAX_LENGTH } from '@studypath/domain/messages';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_ACCEPT,
  formatFileSize,
  type DocumentFileProblem,
} from '../../lib/document-file.ts';
import { findAttachmentProblem } from '../../lib/message-attachment.ts';
import { refusalMessage } from '../../lib/refusal-message.ts';

export interface OutgoingMessage {
  /** Trimmed, never empty. */
  content: string;
  file: File | null;
  onProgress: (percent: number) => void;
}

interface MessageComposerProps {
  /** Resolves once the message is stored; a rejection keeps the text for another try. */
  onSend: (message: OutgoingMessage) => Promise<unknown>;
}

/**
 * The reply box under a thread: the message, an optional file (the documents' types, 20 MB) and
 * Send, which waits for text. A failure is said here, next to the text kept for another try,
 * rather than in a toast (part 2 §8: failed message calls show no error toast).
 */
export function MessageComposer({ onSend }: MessageComposerProps) {
  const { t } = useTranslation('conversation');
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<DocumentFileProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [percent, setPercent] = useState(0);
  const resetFileRef = useRef<() => void>(null);
  const trimmed = content.trim();

  const choose = (chosen: File | null) => {
    const found = chosen ? findAttachmentProblem(chosen) : null;
    setProblem(found);
    setFile(found ? null : chosen);
    resetFileRef.current?.();
  };

  const send = async () => {
    if (trimmed === '' || isSending) return;
    setIsSending(true);
    setFailure(null);
    setPercent(0);
    try {
      await onSend({ content: trimmed, file, onProgress: setPercent });
      setContent('');
      setFile(null);
    } catch (error) {
      setFailure(refusalMessage(error) ?? t('composer.sendFailed'));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form
      aria-label={t('composer.label')}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('composer.message')}
          placeholder={t('composer.placeholder')}
          rows={3}
          resize="vertical"
          maxLength={MESSAGE_CONTENT_MAX_LENGTH}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          disabled={isSending}
        />
        {file && (
          <Group gap={6} wrap="nowrap">
            <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('composer.attached', { name: file.name, size: formatFileSize(file.size) })}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('composer.remove', { name: file.name })}
              onClick={() => setFile(null)}
              disabled={isSending}
            />
          </Group>
        )}
        {problem && (
          <Text size="sm" c="red" role="alert">
            {t(`composer.problems.${problem}`)}
          </Text>
        )}
        {isSending && file && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('composer.uploading', { percent })}
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {failure}
          </Alert>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <FileButton onChange={choose} accept={DOCUMENT_ACCEPT} resetRef={resetFileRef}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="sm"
                leftSection={<IconPaperclip size={16} aria-hidden />}
                disabled={isSending}
              >
                {t('composer.attach')}
              </Button>
            )}
          </FileButton>
          <Button
            type="submit"
            size="sm"
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={trimmed === ''}
            loading={isSending}
          >
            {t('composer.send')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('composer.fileHint')}
        </Text>
      </Stack>
    </form>
  );
}
