import { Anchor, Badge, Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  needsAttentionKinds,
  type AdminStats,
  type NeedsAttentionItem,
  type NeedsAttentionKind,
} from '@studypath/domain/admin';
import {
  IconClockExclamation,
  IconFileSearch,
  IconHourglass,
  IconMessageQuestion,
  IconMessages,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../../lib/format-date.ts';
import { formatDuration } from '../../../../lib/format-duration.ts';
import { statusLabel } from '../../../../lib/status-display.ts';
import type { AdminDashboardLinks } from '../lib/dashboard-links.ts';
import { dueStanding } from '../lib/due-standing.ts';
import { RelativeTime } from './relative-time.tsx';
import { SectionPaper } from './section-paper.tsx';

const kindLooks: Record<NeedsAttentionKind, { icon: Icon; color: string }> = {
  path_review: { icon: IconClockExclamation, color: 'orange' },
  unanswered_message: { icon: IconMessages, color: 'brand' },
  pending_info_request: { icon: IconMessageQuestion, color: 'grape' },
  guardian_consent: { icon: IconUserShield, color: 'red' },
  document_review: { icon: IconFileSearch, color: 'blue' },
  overdue_wait: { icon: IconHourglass, color: 'red' },
};

function hrefOf(item: NeedsAttentionItem, links: AdminDashboardLinks): string {
  switch (item.kind) {
    case 'path_review':
      return links.application(item.applicationId ?? item.id);
    case 'unanswered_message':
      return links.messagesWithStudent(item.studentId);
    case 'pending_info_request':
      return links.infoRequests;
    case 'guardian_consent':
      return links.usersSearch(item.studentEmail);
    case 'document_review':
    case 'overdue_wait':
      return links.application(item.applicationId ?? item.id);
  }
}

/** Each kind's total, when the answer holds it (an older server may lack a newer kind's). */
function totalsByKind(totals: AdminStats['needsAttention']['totals']) {
  const byKind: Partial<Record<NeedsAttentionKind, number>> = totals;
  return needsAttentionKinds.flatMap((kind) => {
    const count = byKind[kind];
    return count === undefined ? [] : [{ kind, count }];
  });
}

interface NeedsAttentionProps {
  needsAttention: AdminStats['needsAttention'];
  links: AdminDashboardLinks;
  now: number;
}

/**
 * What waits for a consultant, most overdue first (the server orders by due time, issue 29), each
 * with its consultant and its due standing: study paths past the 48-hour review promise,
 * students' messages unanswered for more than a business day, information requests not answered,
 * minors whose guardian has not consented for more than 7 days (issue 26), study paths with
 * checklist uploads no consultant has reviewed (issue 28), students waiting past the response-time
 * target (issue 29).
 */
export function NeedsAttention({ needsAttention, links, now }: NeedsAttentionProps) {
  const { t } = useTranslation('adminDashboard');
  const { items, totals } = needsAttention;
  const counts = totalsByKind(totals);
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  return (
    <SectionPaper
      title={t('needsAttention.heading')}
      description={t('needsAttention.description')}
      aside={
        <Group gap={6}>
          {counts.map(({ kind, count }) => (
            <Badge key={kind} variant="light" color={kindLooks[kind].color} tt="none">
              {t(`needsAttention.totals.${kind}`)}: {count}
            </Badge>
          ))}
        </Group>
      }
    >
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('needsAttention.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => {
            const { icon: KindIcon, color } = kindLooks[item.kind];
            const name = item.studentName ?? item.studentEmail;
            const detail =
              (item.kind === 'path_review' || item.kind === 'overdue_wait') && item.status
                ? statusLabel(item.status)
                : item.kind === 'unanswered_message'
                  ? item.subject
                  : null;
            return (
              <Box component="li" key={`${item.kind}-${item.id}`}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" color={color} radius="xl" size="md" aria-hidden>
                    <KindIcon size={16} />
                  </ThemeIcon>
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={600}>
                      {t(`needsAttention.kinds.${item.kind}`)}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {name}
                      {item.studentName && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          ({item.studentEmail})
                        </Text>
                      )}
                      {detail && ` · ${detail}`}
                    </Text>
                    <Group gap={6} wrap="wrap">
                      <Text size="xs" c="dimmed">
                        {t('needsAttention.since', { date: formatDate(item.since) })} ·
                      </Text>
                      <RelativeTime value={item.since} now={now} />
                    </Group>
                    <Group gap={6} wrap="wrap">
                      <DueStandingText dueAt={item.dueAt} now={now} />
                      <Text size="xs" c="dimmed" aria-hidden>
                        ·
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {item.consultantName === null
                          ? t('needsAttention.unassigned')
                          : t('needsAttention.consultant', { name: item.consultantName })}
                      </Text>
                    </Group>
                    <Anchor
                      component={Link}
                      to={hrefOf(item, links)}
                      size="sm"
                      aria-label={t(`needsAttention.linkNamed.${item.kind}`, { name })}
                    >
                      {t(`needsAttention.links.${item.kind}`)}
                    </Anchor>
                  </Stack>
                </Group>
              </Box>
            );
          })}
        </Stack>
      )}
      {items.length > 0 && total > items.length && (
        <Text size="sm" c="dimmed">
          {t('needsAttention.showing', { shown: items.length, total })}
        </Text>
      )}
    </SectionPaper>
  );
}

/** "Overdue by 5 h" in red, or "Due in 17 h"; the due moment on hover. */
function DueStandingText({ dueAt, now }: { dueAt: string; now: number }) {
  const { t } = useTranslation('adminDashboard');
  const standing = dueStanding(dueAt, now);
  return (
    <Text
      component="time"
      dateTime={dueAt}
      title={formatDateTime(dueAt)}
      size="xs"
      fw={standing.isOverdue ? 600 : undefined}
      c={standing.isOverdue ? 'red.8' : 'dimmed'}
    >
      {standing.isOverdue
        ? t('needsAttention.overdueBy', { overdue: formatDuration(standing.overdueMs) })
        : t('needsAttention.dueIn', { dueIn: formatDuration(standing.dueInMs) })}
    </Text>
  );
}
