// The team's answer times by week (issue 29), loaded after the rest of the dashboard, as its other
// charts are. The chart is an image named by its label; its figures are in a table screen readers
// reach and that shows nothing on screen.
import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import { BarChart } from '@mantine/charts';
import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TeamView } from '@studypath/domain/team';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../lib/format-duration.ts';
import { answerWeekRows, hoursToMs } from '../lib/answer-week-rows.ts';
import { SectionPaper } from './section-paper.tsx';

/** The axis and the tooltip say durations as everywhere else ("31 h", "12 min"), not hours. */
const hoursAsDuration = (hours: number) => formatDuration(hoursToMs(hours));

export function AnswerTimesChart({ weekly }: Pick<TeamView, 'weekly'>) {
  const { t } = useTranslation('adminTeam');
  const rows = answerWeekRows(weekly);
  const none = t('team.none');
  const durationOr = (ms: number | null) => (ms === null ? none : formatDuration(ms));
  const hasAnswers = rows.some((row) => row.answered > 0);
  return (
    <SectionPaper title={t('chart.heading')}>
      {hasAnswers ? (
        <Box role="img" aria-label={t('chart.label')}>
          <BarChart
            h={220}
            data={rows}
            dataKey="week"
            series={[
              { name: 'medianHours', label: t('chart.median'), color: 'brand.6' },
              { name: 'p90Hours', label: t('chart.p90'), color: 'orange.8' },
            ]}
            valueFormatter={hoursAsDuration}
            withLegend
            yAxisProps={{ width: 64 }}
            accessibilityLayer={false}
          />
        </Box>
      ) : (
        <Text c="dimmed" size="sm">
          {t('chart.empty')}
        </Text>
      )}
      <VisuallyHidden>
        <Table>
          <caption>{t('chart.heading')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('chart.week')}</Table.Th>
              <Table.Th scope="col">{t('chart.answered')}</Table.Th>
              <Table.Th scope="col">{t('chart.median')}</Table.Th>
              <Table.Th scope="col">{t('chart.p90')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.weekOf}>
                <Table.Th scope="row">{row.weekOf}</Table.Th>
                <Table.Td>{row.answered}</Table.Td>
                <Table.Td>{durationOr(row.medianAnswerMs)}</Table.Td>
                <Table.Td>{durationOr(row.p90AnswerMs)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </SectionPaper>
  );
}
