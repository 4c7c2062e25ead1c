import { describe, expect, it } from 'vitest';
import { pickConsultant, shareOutPaths, type ConsultantCandidate } from './pick-consultant.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));
const candidate = (
  id: string,
  openPaths: number,
  lastAssignedAt: Date | null,
  createdAt = day(1),
): ConsultantCandidate => ({ id, openPaths, lastAssignedAt, createdAt });

describe('who gets a new study path', () => {
  it('is the consultant with the fewest open paths', () => {
    expect(pickConsultant([candidate('a', 3, day(20)), candidate('b', 1, day(25))])?.id).toBe('b');
  });

  it('among equals, the one longest since their last assignment, never assigned first', () => {
    const team = [candidate('a', 2, day(20)), candidate('b', 2, day(10)), candidate('c', 2, null)];
    expect(pickConsultant(team)?.id).toBe('c');
    expect(pickConsultant(team.slice(0, 2))?.id).toBe('b');
  });

  it('then the oldest account, whatever order the candidates come in', () => {
    const team = [candidate('new', 0, null, day(5)), candidate('old', 0, null, day(2))];
    expect(pickConsultant(team)?.id).toBe('old');
    expect(pickConsultant([...team].reverse())?.id).toBe('old');
  });

  it('is nobody when there is no consultant', () => {
    expect(pickConsultant([])).toBeNull();
  });
});

describe('sharing out a leaving consultant’s paths', () => {
  it('gives each path to whoever has the fewest, counting the ones just given', () => {
    const team = [candidate('a', 1, day(20)), candidate('b', 0, day(10))];
    const shares = shareOutPaths(['p1', 'p2', 'p3', 'p4'], team, day(26));
    // b (0) then a and b tie at 1: a waited longer since its last (b just took p1)...
    expect([...shares.entries()]).toEqual([
      ['p1', 'b'],
      ['p2', 'a'],
      ['p3', 'b'],
      ['p4', 'a'],
    ]);
    // The candidates given are not changed.
    expect(team[1]?.openPaths).toBe(0);
  });

  it('shares nothing without a consultant to take them', () => {
    expect(shareOutPaths(['p1'], [], day(26)).size).toBe(0);
  });
});
