// CPU time of processes as Linux counts it (/proc/<pid>/stat), so the bench can say who used the
// machine's cores during the poll mix: the portal, PostgreSQL (the postmaster and its backends) and
// the bench itself (the load generator).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let clockTicks: number | undefined;

/** Clock ticks per second (USER_HZ), 100 on nearly every Linux. */
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

interface StatFields {
  ppid: number;
  /** utime + stime, plus cutime + cstime (children already waited for). */
  ticks: number;
}

function readStat(pid: number | 'self'): StatFields | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const field = (n: number) => Number(fields[n - 3] ?? 0);
    return { ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17) };
  } catch {
    return null;
  }
}

/** CPU seconds used so far by a process (and its waited-for children). */
export function cpuSeconds(pid: number | 'self'): number {
  return (readStat(pid)?.ticks ?? 0) / ticksPerSecond();
}

/** CPU seconds of a process and its direct children (the postmaster and its backends). */
export function treeCpuSeconds(rootPid: number): number {
  let ticks = readStat(rootPid)?.ticks ?? 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat?.ppid === rootPid) ticks += stat.ticks;
  }
  return ticks / ticksPerSecond();
}

/**
 * CPU seconds the whole machine has been busy (all cores: user, nice, system, irq, softirq,
 * steal), from /proc/stat. Minus what the bench's own processes used, it is what other processes
 * took from the same cores during a measurement.
 */
export function machineBusySeconds(): number {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line
      .trim()
      .split(/\s+/)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / ticksPerSecond();
  } catch {
    return 0;
  }
}
