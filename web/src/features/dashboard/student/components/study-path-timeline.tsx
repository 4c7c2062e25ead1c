import { Badge, Group, Text, ThemeIcon, Timeline } from '@mantine/core';
import { timelineStates, timelineStatuses } from '@studypath/domain/applications';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../../../../lib/status-display.ts';
import { StatusGuideLine } from './status-guide-line.tsx';

/**
 * The 13 stages from new to completed (part 1 §4): earlier ones read 'Completed', the current one
 * 'In progress' with a 'Current' badge, later ones 'Upcoming'. closed, on_hold, withdrawn and
 * refused are off the timeline and say so instead. Above it: who the path waits on, and how long
 * the current stage usually takes.
 */
export function StudyPathTimeline({
  status,
  paymentStatus,
}: {
  status: string;
  paymentStatus: string | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const states = timelineStates(status);
  const guideLine = <StatusGuideLine status={status} paymentStatus={paymentStatus} />;
  if (!states) {
    return (
      <>
        {guideLine}
        <Text size="sm" c="dimmed">
          {t('timeline.offTimeline', { status: statusLabel(status) })}
        </Text>
      </>
    );
  }
  const currentIndex = states.indexOf('current');
  return (
    <>
      {guideLine}
      <Timeline active={currentIndex} bulletSize={24} lineWidth={2}>
        {timelineStatuses.map((stage, index) => {
          const state = states[index] ?? 'upcoming';
          return (
            <Timeline.Item
              key={stage}
              aria-current={state === 'current' ? 'step' : undefined}
              bullet={
                state === 'completed' ? (
                  <ThemeIcon size={24} radius="xl" color="green" aria-hidden>
                    <IconCheck size={14} />
                  </ThemeIcon>
                ) : undefined
              }
              title={
                <Group gap="xs">
                  <Text fw={state === 'current' ? 700 : 500} size="sm">
                    {statusLabel(stage)}
                  </Text>
                  {state === 'current' && (
                    <Badge size="sm" variant="filled">
                      {t('timeline.current')}
                    </Badge>
                  )}
                </Group>
              }
            >
              <Text size="xs" c={state === 'upcoming' ? 'dimmed' : undefined}>
                {t(`timeline.state.${state}`)}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </>
  );
}
