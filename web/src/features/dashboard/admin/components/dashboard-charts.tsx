// The dashboard's charts, loaded after the rest of the dashboard (recharts is the largest part of
// it) and never by another screen. Each chart is an image named by its label; its figures are in a
// table screen readers reach and that shows nothing on screen.
import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminStats } from '@studypath/domain/admin';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../../../../lib/status-display.ts';
import { shortLabel, statusRows, weekRows } from '../lib/chart-rows.ts';
import { SectionPaper } from './section-paper.tsx';

const ROW_HEIGHT = 32;
const AXIS_HEIGHT = 40;

type ChartFigures = Pick<AdminStats, 'pathsByStatus' | 'weekly'>;

export function DashboardCharts({ pathsByStatus, weekly }: ChartFigures) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <PathsByStatusChart pathsByStatus={pathsByStatus} />
      <WeeklyChart weekly={weekly} />
    </SimpleGrid>
  );
}

function PathsByStatusChart({ pathsByStatus }: Pick<ChartFigures, 'pathsByStatus'>) {
  const { t } = useTranslation('adminDashboard');
  const rows = statusRows(pathsByStatus, statusLabel);
  return (
    <SectionPaper title={t('charts.byStatus.heading')}>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('charts.byStatus.empty')}
        </Text>
      ) : (
        <>
          <Box role="img" aria-label={t('charts.byStatus.label')}>
            <BarChart
              h={rows.length * ROW_HEIGHT + AXIS_HEIGHT}
              data={rows}
              dataKey="label"
              orientation="vertical"
              series={[{ name: 'count', label: t('charts.byStatus.count'), color: 'brand.6' }]}
              yAxisProps={{ width: 130, tickFormatter: (value: string) => shortLabel(value) }}
              xAxisProps={{ allowDecimals: false }}
              gridAxis="y"
              accessibilityLayer={false}
            />
          </Box>
          <VisuallyHidden>
            <Table>
              <caption>{t('charts.byStatus.heading')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('charts.byStatus.status')}</Table.Th>
                  <Table.Th scope="col">{t('charts.byStatus.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.status}>
                    <Table.Th scope="row">{row.label}</Table.Th>
                    <Table.Td>{row.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </SectionPaper>
  );
}

type WeekSeries = 'newStudents' | 'newPaths';

const weekSeriesLooks: Record<
  WeekSeries,
  { color: string; label: 'studentsLabel' | 'pathsLabel' }
> = {
  newStudents: { color: 'brand.6', label: 'studentsLabel' },
  newPaths: { color: 'orange.8', label: 'pathsLabel' },
};

/**
 * The two weekly counts drawn as two small charts, one above the other, on the same scale: drawn in
 * one chart they overlapped line on line (most new students start a path the same week), so
 * neither could be read. Same scale, so the heights still compare.
 */
function WeeklyChart({ weekly }: Pick<ChartFigures, 'weekly'>) {
  const { t } = useTranslation('adminDashboard');
  const rows = weekRows(weekly);
  const highest = Math.max(1, ...rows.map((row) => Math.max(row.newStudents, row.newPaths)));
  return (
    <SectionPaper title={t('charts.weekly.heading')}>
      <Stack gap="sm">
        {(['newStudents', 'newPaths'] as const).map((series) => (
          <Box
            key={series}
            role="img"
            aria-label={t(`charts.weekly.${weekSeriesLooks[series].label}`)}
          >
            <Text size="sm" fw={600} aria-hidden>
              {t(`charts.weekly.${series}`)}
            </Text>
            <LineChart
              h={130}
              data={rows}
              dataKey="week"
              series={[
                {
                  name: series,
                  label: t(`charts.weekly.${series}`),
                  color: weekSeriesLooks[series].color,
                },
              ]}
              curveType="linear"
              yAxisProps={{ allowDecimals: false, width: 32, domain: [0, highest] }}
              accessibilityLayer={false}
            />
          </Box>
        ))}
      </Stack>
      <VisuallyHidden>
        <Table>
          <caption>{t('charts.weekly.heading')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('charts.weekly.week')}</Table.Th>
              <Table.Th scope="col">{t('charts.weekly.newStudents')}</Table.Th>
              <Table.Th scope="col">{t('charts.weekly.newPaths')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.weekOf}>
                <Table.Th scope="row">{row.weekOf}</Table.Th>
                <Table.Td>{row.newStudents}</Table.Td>
                <Table.Td>{row.newPaths}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </SectionPaper>
  );
}
