// The Markdown `npm run bench` prints (and writes with --out): per database, the closed-loop
// throughput table with its ratios to the bare Fastify yardsticks and the open-loop poll mix table;
// then the issue's goals, each with what was measured and whether it was met. The bench reports;
// it asserts nothing (only --smoke fails, on an error).
import type { MixResult, WriteStats } from './bench-poll-mix.ts';
import type { EndpointMixStats } from './bench-poll-mix-worker.ts';
import type { ServerLog } from './bench-poll-processes.ts';
import type { Throughput } from './bench-poll-throughput.ts';

export type RowKind = 'hello' | 'query' | 'livez' | 'signed-in' | 'poll' | 'poll-304';

export interface ThroughputRow {
  name: string;
  kind: RowKind;
  /** null: not measured (e.g. no ETag to send back); `note` says why. */
  result: Throughput | null;
  note?: string;
}

export interface DatabaseRun {
  database: 'PostgreSQL' | 'PGlite';
  title: string;
  seedSeconds: number;
  rowCounts: Record<string, number>;
  rows: ThroughputRow[];
  mix: MixResult | null;
  portalLog: ServerLog;
}

export interface GoalLine {
  goal: string;
  database: string;
  measured: string;
  met: boolean | null;
}

const integer = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const percent = (value: number) => `${(value * 100).toFixed(value < 0.1 && value > 0 ? 1 : 0)}%`;
const ratio = (value: number) => value.toFixed(2);

function table(header: string[], align: ('l' | 'r')[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(header),
    line(align.map((side) => (side === 'r' ? '---:' : '---'))),
    ...rows.map(line),
  ].join('\n');
}

function errorText(errors: number, statuses: Record<string, number>): string {
  if (errors === 0) return '0';
  const detail = Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
  return `**${integer(errors)}** (${detail})`;
}

export function findRow(run: DatabaseRun, kind: RowKind): Throughput | null {
  return run.rows.find((row) => row.kind === kind)?.result ?? null;
}

const postgresIsOurs = (run: DatabaseRun) =>
  run.rows.some((row) => row.result?.cpu?.postgres != null);

function throughputTable(run: DatabaseRun): string {
  const hello = findRow(run, 'hello');
  const query = findRow(run, 'query');
  const rows = run.rows.map((row) => {
    const result = row.result;
    if (!result) return [row.name, '—', '—', '—', '—', '—', '—', '—', '—', row.note ?? ''];
    const showsHello = row.kind === 'hello' || row.kind === 'query' || row.kind === 'livez';
    return [
      row.name,
      integer(result.reqPerSec),
      ms(result.p50),
      ms(result.p99),
      errorText(result.errors, result.errorStatuses),
      percent(result.notModifiedShare),
      row.kind === 'hello' || !query ? '' : ratio(result.reqPerSec / query.reqPerSec),
      showsHello && hello ? ratio(result.reqPerSec / hello.reqPerSec) : '',
      result.cpu
        ? [
            result.cpu.server,
            ...(result.cpu.postgres === null ? [] : [result.cpu.postgres]),
            result.cpu.bench,
            result.cpu.other,
          ]
            .map((cores) => cores.toFixed(2))
            .join(' / ')
        : '',
      row.note ?? '',
    ];
  });
  return table(
    [
      'endpoint',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      '304',
      '÷ bare query',
      '÷ bare hello',
      run.database === 'PostgreSQL' && postgresIsOurs(run)
        ? 'CPU server / PG / bench / other'
        : 'CPU server / bench / other',
      '',
    ],
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    rows,
  );
}

function mixRow(stats: EndpointMixStats, seconds: number, isBold = false): string[] {
  const bold = (text: string) => (isBold ? `**${text}**` : text);
  return [
    bold(stats.endpoint),
    integer(stats.requests),
    (stats.requests / seconds).toFixed(1),
    ms(stats.p50),
    ms(stats.p99),
    ms(stats.max),
    errorText(stats.errors, stats.errorStatuses),
    stats.requests === 0 ? '—' : percent(stats.notModified / stats.requests),
    stats.notModified === 0 ? '—' : percent(stats.notModifiedVersioned / stats.notModified),
    integer(stats.skipped),
  ];
}

function writeRow(stats: WriteStats, seconds: number): string[] {
  return [
    `${stats.endpoint}, ${stats.ratePerSecond}/s`,
    integer(stats.requests),
    (stats.requests / seconds).toFixed(1),
    ms(stats.p50),
    ms(stats.p99),
    ms(stats.max),
    errorText(stats.errors, stats.errorStatuses),
    '',
    '',
    '',
  ];
}

function mixSection(run: DatabaseRun, cores: number): string {
  const mix = run.mix;
  if (!mix) return '';
  const seconds = mix.durationSeconds;
  const rows = [
    ...mix.endpoints
      .filter((stats) => stats.requests > 0 || stats.skipped > 0)
      .map((stats) => mixRow(stats, seconds)),
    mixRow(mix.all, seconds, true),
    ...mix.writes
      .filter((stats) => stats.ratePerSecond > 0)
      .map((stats) => writeRow(stats, seconds)),
  ];
  const cpu = [
    `portal ${mix.cpu.server.toFixed(2)}`,
    ...(mix.cpu.postgres === null ? [] : [`PostgreSQL ${mix.cpu.postgres.toFixed(2)}`]),
    `bench (generator and writer) ${mix.cpu.bench.toFixed(2)}`,
    `other processes on the machine ${mix.cpu.other.toFixed(2)}`,
  ].join(', ');
  return [
    table(
      [
        'endpoint',
        'requests',
        'req/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'errors',
        '304',
        '"v." of 304',
        'skipped',
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      rows,
    ),
    '',
    `- Schedule: ${integer(mix.pollerCount)} pollers (one student's one query each), ${mix.plannedPerSecond.toFixed(0)} polls/s planned; ` +
      `${(mix.all.requests / seconds).toFixed(0)}/s answered in the window, ${integer(mix.all.skipped)} skipped because the previous poll of the same query was still waiting.`,
    `- Schedule lag (how late the generator's timers fired): p50 ${ms(mix.lag.p50)} ms, p99 ${ms(mix.lag.p99)} ms, ` +
      `max ${ms(mix.lag.max)} ms; ${percent(mix.lag.lateOver10ms)} of the polls over 10 ms late. ` +
      `Generator event loop busy ${percent(mix.eventLoopUtilization)} of the window.`,
    `- Warm-up, not counted above (every page's first fetches, no ETag yet, so the server starts with a backlog): ${integer(mix.warmup.requests)} polls, p50 ${ms(mix.warmup.p50)} ms, p99 ${ms(mix.warmup.p99)} ms, max ${ms(mix.warmup.max)} ms, errors ${errorText(mix.warmup.errors, mix.warmup.errorStatuses)}.`,
    `- p99 by sixth of the window (when the poll was due): ${mix.slices.map((slice) => `${Number.isInteger(slice.fromSeconds) ? slice.fromSeconds : slice.fromSeconds.toFixed(1)} s: ${ms(slice.p99)} ms`).join(' · ')}.`,
    `- CPU during the window, in cores (of ${cores}): ${cpu}.`,
    ...(mix.unfinished > 0
      ? [`- ${integer(mix.unfinished)} polls still unanswered 30 s after the end.`]
      : []),
  ].join('\n');
}

function logSection(run: DatabaseRun): string {
  const log = run.portalLog;
  if (log.errors === 0 && log.warnings === 0)
    return '- Server log: nothing at warn level or above.';
  const shown = log.notable.slice(0, 8).map((line) => `  - \`${line.replaceAll('`', "'")}\``);
  return [
    `- Server log: ${log.errors} lines at error level or above, ${log.warnings} warnings${shown.length > 0 ? ', the first:' : ''}`,
    ...shown,
  ].join('\n');
}

export function renderRun(
  run: DatabaseRun,
  parameters: { cannon: string; mix: string; cores: number },
): string {
  const counts = Object.entries(run.rowCounts)
    .map(([name, count]) => `${name} ${integer(count)}`)
    .join(', ');
  return [
    `## ${run.title}`,
    '',
    `Seeded in ${run.seedSeconds.toFixed(1)} s: ${counts}.`,
    '',
    `### Throughput, closed loop (${parameters.cannon})`,
    '',
    throughputTable(run),
    '',
    `### Poll mix, open loop (${parameters.mix})`,
    '',
    mixSection(run, parameters.cores),
    logSection(run),
  ].join('\n');
}

/** Other processes above this many cores during a measurement make its figure unreliable. */
const disturbingCores = 0.2;

/** "; disturbed: …" when other processes took cores during any of these measurements. */
function disturbance(results: (Throughput | null | undefined)[]): string {
  const other = Math.max(0, ...results.map((result) => result?.cpu?.other ?? 0));
  return other > disturbingCores
    ? `; disturbed: other processes used up to ${other.toFixed(2)} cores`
    : '';
}

/** The issue's goals, against what this run measured. */
export function evaluateGoals(runs: DatabaseRun[]): GoalLine[] {
  const goals: GoalLine[] = [];
  for (const run of runs) {
    const query = findRow(run, 'query');
    const hello = findRow(run, 'hello');
    const livez = findRow(run, 'livez');
    if (run.database === 'PostgreSQL' && query) {
      for (const kind of ['poll', 'poll-304'] as const) {
        const rows = run.rows.filter((row) => row.kind === kind);
        const measured = rows.filter((row) => row.result !== null);
        if (measured.length === 0) {
          goals.push({
            goal: `every signed-in poll endpoint ≥ 50% of the bare indexed query (${kind === 'poll' ? 'full answers' : '304 answers'})`,
            database: run.database,
            measured: 'not measured (no ETag)',
            met: null,
          });
          continue;
        }
        const ratios = measured.map((row) => ({
          name: row.name,
          ratio: (row.result?.reqPerSec ?? 0) / query.reqPerSec,
        }));
        const lowest = ratios.reduce((low, next) => (next.ratio < low.ratio ? next : low));
        const below = ratios.filter((entry) => entry.ratio < 0.5).length;
        goals.push({
          goal: `every signed-in poll endpoint ≥ 50% of the bare indexed query (${kind === 'poll' ? 'full answers' : '304 answers'})`,
          database: run.database,
          measured:
            `lowest ${percent(lowest.ratio)} (${lowest.name}); ${below} of ${ratios.length} below 50%` +
            (measured.length < rows.length
              ? `; ${rows.length - measured.length} without an ETag`
              : '') +
            disturbance([query, ...measured.map((row) => row.result)]),
          met: below === 0 && measured.length === rows.length,
        });
      }
    }
    if (run.mix) {
      goals.push({
        goal: `poll mix (${integer(run.mix.plannedPerSecond)} polls/s planned): p99 ≤ 100 ms and zero errors`,
        database: run.database,
        measured:
          `p99 ${ms(run.mix.all.p99)} ms (second half of the window: ${ms(run.mix.secondHalf.p99)} ms), ` +
          `${integer(run.mix.all.errors)} errors, ${integer(run.mix.all.skipped)} skipped` +
          (run.mix.cpu.other > disturbingCores
            ? `; disturbed: other processes used ${run.mix.cpu.other.toFixed(2)} cores`
            : ''),
        met: run.mix.all.p99 <= 100 && run.mix.all.errors === 0,
      });
      goals.push({
        goal: 'poll mix: share of 304 answers (of them version-checked "v.")',
        database: run.database,
        measured:
          run.mix.all.requests === 0
            ? '—'
            : `${percent(run.mix.all.notModified / run.mix.all.requests)} 304` +
              (run.mix.all.notModified > 0
                ? ` (${percent(run.mix.all.notModifiedVersioned / run.mix.all.notModified)} "v.")`
                : ''),
        met: null,
      });
    }
    if (livez && hello) {
      const share = livez.reqPerSec / hello.reqPerSec;
      goals.push({
        goal: '/livez ≥ 70% of bare Fastify hello',
        database: run.database,
        measured:
          `${percent(share)} (${integer(livez.reqPerSec)} of ${integer(hello.reqPerSec)} req/s)` +
          disturbance([livez, hello]),
        met: share >= 0.7,
      });
    }
    if (run.database === 'PGlite') {
      for (const [name, floor] of [
        ['GET /api/auth/me (student)', 1000],
        ['GET /api/user/profile (admin)', 360],
      ] as const) {
        const result = run.rows.find((row) => row.name === name)?.result;
        if (!result) continue;
        goals.push({
          goal: `${name} ≥ 3 × ${integer(floor)} = ${integer(floor * 3)} req/s`,
          database: run.database,
          measured:
            `${integer(result.reqPerSec)} req/s (${(result.reqPerSec / floor).toFixed(1)} × ${integer(floor)})` +
            disturbance([result]),
          met: result.reqPerSec >= floor * 3,
        });
      }
    }
  }
  return goals;
}

export function renderGoals(goals: GoalLine[]): string {
  return table(
    ['goal', 'database', 'measured', 'met'],
    ['l', 'l', 'l', 'l'],
    goals.map((goal) => [
      goal.goal,
      goal.database,
      goal.measured,
      goal.met === null ? '(report)' : goal.met ? 'yes' : '**no**',
    ]),
  );
}
