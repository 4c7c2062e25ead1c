import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminGuardianConsent } from '@studypath/domain/guardians';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/query-states.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { parseApiError } from '../../../lib/parse-api-error.ts';
import { useAdminGuardianConsent } from '../api/get-admin-guardian-consent.ts';
import {
  consentPanelState,
  shortTextVersion,
  type ConsentPanelState,
} from '../lib/consent-panel-state.ts';

const stateColors: Record<ConsentPanelState, string> = {
  waiting: 'orange',
  given: 'green',
  refused: 'red',
  withdrawn: 'gray',
};

export interface GuardianConsentPanelProps {
  userId: string;
  /**
   * 2 on the study path page (its cards' level, in a bordered card like them), 3 in the user
   * dialog (its sections' level, under the dialog's title).
   */
  headingOrder: 2 | 3;
}

/**
 * The consultants' view of a student's guardian consent (issue 26): the state, since when it
 * waits, and every decision, newest first, with who decided and on which text. Only for a student
 * it concerns: a minor, or anyone with a decision on record (a student who has turned 18).
 */
export function GuardianConsentPanel({ userId, headingOrder }: GuardianConsentPanelProps) {
  const { t } = useTranslation('guardians');
  const consent = useAdminGuardianConsent(userId);
  if (consent.data) {
    const { state, decisions } = consent.data;
    if (state === 'not_needed' && decisions.length === 0) return null;
    return (
      <PanelFrame headingOrder={headingOrder}>
        <ConsentRecord consent={consent.data} />
      </PanelFrame>
    );
  }
  // An unknown user (404) has nothing to show; other failures say so, with a way to try again.
  if (!consent.isError || parseApiError(consent.error).status === 404) return null;
  return (
    <PanelFrame headingOrder={headingOrder}>
      <LoadFailedAlert
        title={t('panel.loadFailed')}
        retryLabel={t('panel.retry')}
        onRetry={() => void consent.refetch()}
      />
    </PanelFrame>
  );
}

function PanelFrame({ headingOrder, children }: { headingOrder: 2 | 3; children: ReactNode }) {
  const { t } = useTranslation('guardians');
  const headingId = useId();
  const body = (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={headingOrder} size={headingOrder === 2 ? 'h4' : 'h5'} id={headingId}>
        {t('panel.heading')}
      </Title>
      {children}
    </Stack>
  );
  return headingOrder === 2 ? (
    <Paper withBorder radius="md" p="lg">
      {body}
    </Paper>
  ) : (
    body
  );
}

function ConsentRecord({ consent }: { consent: AdminGuardianConsent }) {
  const { t } = useTranslation('guardians');
  const state = consentPanelState(consent);
  const newestFirst = [...consent.decisions].reverse();
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={stateColors[state]} tt="none">
          {t(`panel.states.${state}`)}
        </Badge>
        {consent.waitingSince && (
          <Text size="sm" c="dimmed">
            {t('panel.waitingSince', { date: formatDate(consent.waitingSince) })}
          </Text>
        )}
      </Group>
      {newestFirst.length > 0 && (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {newestFirst.map((decision) => (
            <Text
              component="li"
              size="sm"
              key={`${decision.decidedAt}-${decision.decision}`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {t('panel.decision', {
                decision: t(`panel.decisionKinds.${decision.decision}`),
                name: decision.guardianName,
                relationship: t(`relationships.${decision.relationship}`),
                email: decision.guardianEmail,
                date: formatDate(decision.decidedAt),
                version: shortTextVersion(decision.textVersion),
                language: decision.language,
              })}
            </Text>
          ))}
        </Stack>
      )}
    </>
  );
}
