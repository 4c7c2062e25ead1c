import { Anchor, Box, Group, Paper, Text } from '@mantine/core';
import type { MessageSenderRole, ThreadMessage } from '@studypath/domain/messages';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/document-file.ts';
import { formatDateTime } from '../../lib/format-date.ts';

interface MessageListProps {
  messages: readonly ThreadMessage[];
  /** The reader's side: their messages sit on the right, tinted. */
  ownRole: MessageSenderRole;
  senderNameOf: (message: ThreadMessage) => string;
  /** The consultant's screen adds a role badge. */
  badgeOf?: (message: ThreadMessage) => ReactNode;
}

/**
 * A thread's messages, oldest first, in a scrolling log that keeps the newest in view. The log is
 * a polite live region: a message arriving while the thread is open is read out. The caller keys
 * it by thread, so opening another thread starts a new region instead of reading a whole thread.
 */
export function MessageList({ messages, ownRole, senderNameOf, badgeOf }: MessageListProps) {
  const { t } = useTranslation('conversation');
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  return (
    <Box
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={t('messages')}
      // Focusable, so that a keyboard can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      mah="60vh"
      style={{ overflowY: 'auto' }}
    >
      {messages.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {t('empty')}
        </Text>
      ) : (
        <Box
          component="ul"
          m={0}
          p={4}
          style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 12 }}
        >
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              isOwn={message.senderRole === ownRole}
              senderName={senderNameOf(message)}
              badge={badgeOf?.(message)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

interface MessageItemProps {
  message: ThreadMessage;
  isOwn: boolean;
  senderName: string;
  badge: ReactNode;
}

function MessageItem({ message, isOwn, senderName, badge }: MessageItemProps) {
  const { t } = useTranslation('conversation');
  const { attachmentName, attachmentSize, attachmentUrl } = message;
  return (
    <Box component="li" maw="85%" style={{ alignSelf: isOwn ? 'flex-end' : 'flex-start' }}>
      <Paper withBorder radius="md" p="sm" bg={isOwn ? 'brand.0' : 'gray.0'}>
        <Group gap="xs" wrap="wrap" mb={4}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {senderName}
          </Text>
          {badge}
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
            {formatDateTime(message.createdAt)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Text>
        {attachmentName !== null && (
          <Group gap={6} wrap="wrap" mt="xs">
            <IconPaperclip size={14} aria-hidden />
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {attachmentName}
            </Text>
            {attachmentSize !== null && (
              <Text size="xs" c="dimmed">
                {formatFileSize(attachmentSize)}
              </Text>
            )}
            {attachmentUrl !== null && (
              <Anchor
                href={attachmentUrl}
                download={attachmentName}
                size="sm"
                aria-label={t('downloadNamed', { name: attachmentName })}
              >
                <IconDownload
                  size={14}
                  aria-hidden
                  style={{ verticalAlign: 'middle', marginRight: 4 }}
                />
                {t('download')}
              </Anchor>
            )}
          </Group>
        )}
      </Paper>
    </Box>
  );
}
