import { Box, Stack, Text, Title } from '@mantine/core';
import type { ChecklistAnswers, StudyPathChecklist } from '@studypath/domain/checklist';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import { formatCad } from '../../../lib/format-money.ts';
import { draftOf } from '../lib/question-answers.ts';
import type { ChecklistScope } from './checklist-scope.ts';
import { QuestionForm } from './question-form.tsx';

interface ProofOfFundsBreakdownProps {
  funds: StudyPathChecklist['proofOfFunds'];
  answers: ChecklistAnswers;
  scope: ChecklistScope;
}

/**
 * The amount this student must show, in Canadian dollars, and how it was computed: tuition (the
 * program's, the budget's or unknown), living costs by province and family size, and travel. A
 * part that may be higher reads "at least". Until the family is answered it counts one person
 * and asks.
 */
export function ProofOfFundsBreakdown({ funds, answers, scope }: ProofOfFundsBreakdownProps) {
  const { t } = useTranslation('checklist');
  const amount = (cents: number, isAtLeast: boolean) =>
    isAtLeast ? t('funds.atLeast', { amount: formatCad(cents) }) : formatCad(cents);
  const isAssumedAlone = funds.familySizeBasis === 'assumed-alone';
  return (
    <Stack gap="xs">
      <Text size="sm" fw={700}>
        {t('funds.amount', { amount: amount(funds.totalCents, funds.totalIsAtLeast) })}
      </Text>
      <Title order={4} size="h6">
        {t('funds.heading')}
      </Title>
      <Box component="dl" m={0}>
        <Part
          label={t('funds.tuition')}
          value={
            funds.tuitionBasis === 'unknown'
              ? t('funds.unknown')
              : amount(funds.tuitionCents, funds.tuitionIsAtLeast)
          }
          details={[t(`funds.tuitionBasis.${funds.tuitionBasis}`)]}
        />
        <Part
          label={t('funds.living')}
          value={amount(funds.livingCents, funds.livingIsAtLeast)}
          details={[
            t(`funds.livingBasis.${funds.livingBasis}`),
            t('funds.familyOf', { count: funds.familySize }),
            t('funds.rulesFrom', { date: formatDate(funds.rulesFrom) }),
          ]}
        />
        <Part
          label={t('funds.travel')}
          value={formatCad(funds.travelCents)}
          details={[t('funds.travelBasis')]}
        />
        <Part
          label={t('funds.total')}
          value={amount(funds.totalCents, funds.totalIsAtLeast)}
          isTotal
        />
      </Box>
      {isAssumedAlone && (
        <Stack gap="xs">
          <Text size="sm" fs="italic">
            {t('funds.assumedAlone')}
          </Text>
          <QuestionForm
            questionId="familyMembersComing"
            initialDraft={draftOf(answers, 'familyMembersComing')}
            scope={scope}
          />
        </Stack>
      )}
    </Stack>
  );
}

interface PartProps {
  label: string;
  value: string;
  details?: readonly string[];
  isTotal?: boolean;
}

/**
 * One line of the computation: what, how much, and where the amount comes from. A wrapping flex
 * row, so that the amount goes under its label on a narrow phone; dt and dd sit right under the
 * row's div, as a description list allows.
 */
function Part({ label, value, details = [], isTotal = false }: PartProps) {
  return (
    <Box
      py={4}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        columnGap: 'var(--mantine-spacing-xs)',
        ...(isTotal ? { borderTop: '1px solid var(--mantine-color-default-border)' } : {}),
      }}
    >
      <Text component="dt" size="sm" fw={isTotal ? 700 : 600}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={isTotal ? 700 : 400} m={0}>
        {value}
      </Text>
      {details.map((detail) => (
        <Text key={detail} component="dd" size="xs" c="dimmed" m={0} style={{ flexBasis: '100%' }}>
          {detail}
        </Text>
      ))}
    </Box>
  );
}
