import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderPathDetail } from '../../../test/fixtures/admin-application.ts';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const HOUR = 3_600_000;
const LEAD = '11111111-1111-4111-8111-111111111111';
const SAM = '22222222-2222-4222-8222-222222222222';
const NO_NAME = '33333333-3333-4333-8333-333333333333';

const member = (id: string, displayName: string | null, email: string) => ({
  id,
  displayName,
  email,
  openPaths: 3,
  overdueNow: 0,
  answered: 4,
  medianAnswerMs: 5 * HOUR,
  p90AnswerMs: 20 * HOUR,
});

const team = {
  consultants: [
    member(LEAD, 'Lea Tremblay', 'lead@studypath.ca'),
    member(SAM, 'Sam Roy', 'sam@studypath.ca'),
    member(NO_NAME, null, 'noname@studypath.ca'),
  ],
  weekly: [],
  unassignedPaths: 0,
};

/** A wait that began `waitedHours` ago against a `targetHours` target. */
const waitOf = (waitedHours: number, targetHours = 48) => {
  const startedAt = NOW.getTime() - waitedHours * HOUR;
  return {
    startedAt: new Date(startedAt).toISOString(),
    dueAt: new Date(startedAt + targetHours * HOUR).toISOString(),
    targetMinutes: targetHours * 60,
  };
};

const assignment = (fields: Record<string, unknown> = {}) => ({
  applicationId: 'p1',
  consultantId: LEAD,
  consultantName: 'Lea Tremblay',
  assignedAt: '2026-11-20T10:00:00.000Z',
  isComplex: false,
  wait: null,
  ...fields,
});

const ASSIGNMENT = 'GET /api/admin/applications/p1/assignment';
const REASSIGN = 'PUT /api/admin/applications/p1/assignment';

const page = (handlers: Record<string, FetchHandler> = {}) =>
  renderPathDetail({
    [ASSIGNMENT]: () => json(assignment()),
    'GET /api/admin/team': () => json(team),
    ...handlers,
  });

const card = () => screen.findByRole('region', { name: 'Assignment' });
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string) as unknown;

describe('/admin/applications/{id} Assignment', () => {
  beforeEach(() => {
    // Only the clock stands still: the page's timers and fetches run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers every administrator by display name, else e-mail, the path’s own chosen', async () => {
    page();
    const select = await within(await card()).findByRole<HTMLSelectElement>('combobox', {
      name: 'Consultant',
    });
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Lea Tremblay',
      'Sam Roy',
      'noname@studypath.ca',
    ]);
    expect(select.value).toBe(LEAD);
  });

  it('reads Unassigned for a path nobody holds, until a consultant is chosen', async () => {
    const { fetchMock } = page({
      [ASSIGNMENT]: () => json(assignment({ consultantId: null, consultantName: null })),
      [REASSIGN]: () => json(assignment()),
    });
    const select = await within(await card()).findByRole<HTMLSelectElement>('combobox', {
      name: 'Consultant',
    });
    await waitFor(() => expect(select.options).toHaveLength(4));
    expect(select.selectedOptions[0]?.textContent).toBe('Unassigned');
    fireEvent.change(select, { target: { value: LEAD } });
    expect(await screen.findByText('Study path reassigned')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, REASSIGN)[0])).toEqual({ consultantId: LEAD });
  });

  it('shows how long the student has waited and when their answer is due', async () => {
    page({ [ASSIGNMENT]: () => json(assignment({ wait: waitOf(31) })) });
    const line = await within(await card()).findByText('Waiting on you for 31 h · due in 17 h');
    expect(line.hasAttribute('data-due-soon')).toBe(false);
  });

  it('turns the wait orange when under a quarter of the target is left', async () => {
    page({ [ASSIGNMENT]: () => json(assignment({ wait: waitOf(40) })) });
    const line = await within(await card()).findByText('Waiting on you for 40 h · due in 8 h');
    expect(line.getAttribute('data-due-soon')).toBe('true');
  });

  it('shows a wait past its target as overdue in a red badge', async () => {
    page({ [ASSIGNMENT]: () => json(assignment({ isComplex: true, wait: waitOf(77, 72) })) });
    const badge = await within(await card()).findByText('Overdue by 5 h');
    expect(badge.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('red');
    expect(screen.queryByText(/Waiting on you/)).toBeNull();
  });

  it('says so when nothing waits on the consultant', async () => {
    page();
    expect(await within(await card()).findByText('Nothing waiting on you')).toBeTruthy();
  });

  it('reassigns the path to the administrator chosen, with a toast', async () => {
    const { fetchMock } = page({
      [REASSIGN]: () =>
        json(assignment({ consultantId: SAM, consultantName: 'Sam Roy', wait: waitOf(2) })),
    });
    const select = await within(await card()).findByRole<HTMLSelectElement>('combobox', {
      name: 'Consultant',
    });
    await waitFor(() => expect(select.options).toHaveLength(3));
    fireEvent.change(select, { target: { value: SAM } });
    expect(await screen.findByText('Study path reassigned')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, REASSIGN)[0])).toEqual({ consultantId: SAM });
    await waitFor(() => expect(select.value).toBe(SAM));
    // The answer shows at once: the wait did not restart with the new consultant.
    expect(screen.getByText('Waiting on you for 2 h · due in 46 h')).toBeTruthy();
  });

  it("says why a reassignment was refused and keeps the path's consultant", async () => {
    const { fetchMock } = page({
      [REASSIGN]: () =>
        json(
          { error: 'not_found', code: 'team.consultant_not_found', message: 'No such consultant' },
          404,
        ),
    });
    const select = await within(await card()).findByRole<HTMLSelectElement>('combobox', {
      name: 'Consultant',
    });
    await waitFor(() => expect(select.options).toHaveLength(3));
    fireEvent.change(select, { target: { value: SAM } });
    expect(await screen.findByText('Reassignment failed')).toBeTruthy();
    expect(callsTo(fetchMock, REASSIGN)).toHaveLength(1);
    await waitFor(() => expect(select.value).toBe(LEAD));
  });

  it('marks the path complex, and back, for the longer response target', async () => {
    let isComplex = false;
    const { fetchMock } = page({
      [REASSIGN]: ({ init }) => {
        isComplex = (JSON.parse(init.body as string) as { isComplex: boolean }).isComplex;
        return json(assignment({ isComplex }));
      },
    });
    const toggle = await within(await card()).findByRole<HTMLInputElement>('switch', {
      name: 'Complex case (longer response target)',
    });
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(await screen.findByText('Marked as a complex case')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(true));
    fireEvent.click(toggle);
    expect(await screen.findByText('No longer a complex case')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(callsTo(fetchMock, REASSIGN).map(bodyOf)).toEqual([
      { isComplex: true },
      { isComplex: false },
    ]);
  });

  it('offers to try again when the assignment could not be loaded', async () => {
    let answer = () => json({ error: 'internal', message: 'Down' }, 500);
    page({ [ASSIGNMENT]: () => answer() });
    const region = await card();
    expect(await within(region).findByText('The assignment could not be loaded.')).toBeTruthy();
    answer = () => json(assignment());
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Nothing waiting on you')).toBeTruthy();
  });
});
