import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../test/fixtures/admin-application.ts';
import { profileAnswer } from '../../../test/fixtures/profile.ts';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PATCH = 'PATCH /api/admin/team/settings';

const saved = {
  firm: { autoAssign: true, targetMinutes: 48 * 60, complexTargetMinutes: 72 * 60 },
  mine: { activityEmails: true, digestEmails: false },
};

function settings(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(admin),
    'GET /api/admin/packages': () => json([]),
    'GET /api/user/profile': () => json(profileAnswer({ displayName: 'Sarah Johnson' })),
    'GET /api/admin/team/settings': () => json(saved),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/admin/settings') };
}

const bodiesOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, PATCH).map(([, init]) => JSON.parse(init?.body as string) as unknown);
const number = (section: HTMLElement, name: string) =>
  within(section).getByRole<HTMLInputElement>('textbox', { name });
const unit = (section: HTMLElement, name: string) =>
  within(section).getByRole<HTMLSelectElement>('combobox', { name });

async function teamCard() {
  const section = await screen.findByRole('region', { name: 'Team' });
  await within(section).findByRole('switch', { name: /Assign new study paths automatically/ });
  return section;
}

describe('/admin/settings Team', () => {
  it('comes below the Display Name and shows the targets in hours', async () => {
    settings();
    const section = await teamCard();
    const displayName = screen.getByRole('region', { name: 'Display Name' });
    expect(
      displayName.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      within(section).getByRole<HTMLInputElement>('switch', {
        name: /Assign new study paths automatically/,
      }).checked,
    ).toBe(true);
    expect(number(section, 'Response-time target').value).toBe('48');
    expect(unit(section, 'Unit of the response-time target').value).toBe('hours');
    expect(number(section, 'Target for complex cases').value).toBe('72');
    expect(unit(section, 'Unit of the target for complex cases').value).toBe('hours');
  });

  it('saves the switch and both targets in minutes with one button', async () => {
    const { fetchMock } = settings({
      [PATCH]: () =>
        json({
          ...saved,
          firm: { autoAssign: false, targetMinutes: 1, complexTargetMinutes: 96 * 60 },
        }),
    });
    const section = await teamCard();
    fireEvent.click(
      within(section).getByRole('switch', { name: /Assign new study paths automatically/ }),
    );
    fireEvent.change(number(section, 'Response-time target'), { target: { value: '1' } });
    fireEvent.change(unit(section, 'Unit of the response-time target'), {
      target: { value: 'minutes' },
    });
    fireEvent.change(number(section, 'Target for complex cases'), { target: { value: '96' } });
    expect(bodiesOf(fetchMock)).toEqual([]);

    fireEvent.click(within(section).getByRole('button', { name: 'Save team settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(bodiesOf(fetchMock)).toEqual([
      { firm: { autoAssign: false, targetMinutes: 1, complexTargetMinutes: 5760 } },
    ]);
    expect(number(section, 'Response-time target').value).toBe('1');
    expect(unit(section, 'Unit of the response-time target').value).toBe('minutes');
  });

  it('refuses an empty target or one over 30 days without asking the server', async () => {
    const { fetchMock } = settings();
    const section = await teamCard();
    fireEvent.change(number(section, 'Response-time target'), { target: { value: '' } });
    fireEvent.change(number(section, 'Target for complex cases'), { target: { value: '721' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save team settings' }));
    expect(await within(section).findByText('Enter a whole number')).toBeTruthy();
    expect(within(section).getByText('Must be at most 30 days')).toBeTruthy();
    expect(number(section, 'Target for complex cases').getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf(fetchMock)).toEqual([]);
  });

  it("shows the server's field problem on its input with an 'Error' toast", async () => {
    settings({
      [PATCH]: () =>
        json(
          {
            error: 'validation_error',
            message: 'Must be at least 1 minute',
            details: [{ field: 'firm.targetMinutes', message: 'Must be at least 1 minute' }],
          },
          400,
        ),
    });
    const section = await teamCard();
    fireEvent.click(within(section).getByRole('button', { name: 'Save team settings' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    await waitFor(() =>
      expect(number(section, 'Response-time target').getAttribute('aria-invalid')).toBe('true'),
    );
  });
});

describe('/admin/settings Email nudges', () => {
  const nudges = async () => {
    const section = await screen.findByRole('region', { name: 'Email nudges' });
    await within(section).findByRole('switch', { name: /Email me what my students did/ });
    return section;
  };
  const toggle = (section: HTMLElement, name: RegExp) =>
    within(section).getByRole<HTMLInputElement>('switch', { name });

  it('saves each switch as it changes, only its own part', async () => {
    // The server keeps what each change saved.
    let mineSaved = saved.mine;
    const { fetchMock } = settings({
      [PATCH]: ({ init }) => {
        const { mine } = JSON.parse(init.body as string) as { mine: Record<string, boolean> };
        mineSaved = { ...mineSaved, ...mine };
        return json({ ...saved, mine: mineSaved });
      },
    });
    const section = await nudges();
    expect(toggle(section, /Email me what my students did/).checked).toBe(true);
    expect(toggle(section, /Send me a morning digest/).checked).toBe(false);

    fireEvent.click(toggle(section, /Email me what my students did/));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    await waitFor(() => expect(toggle(section, /Send me a morning digest/).disabled).toBe(false));
    fireEvent.click(toggle(section, /Send me a morning digest/));
    await waitFor(() => expect(callsTo(fetchMock, PATCH)).toHaveLength(2));
    expect(bodiesOf(fetchMock)).toEqual([
      { mine: { activityEmails: false } },
      { mine: { digestEmails: true } },
    ]);
    await waitFor(() => expect(toggle(section, /Send me a morning digest/).checked).toBe(true));
    expect(toggle(section, /Email me what my students did/).checked).toBe(false);
  });

  it('keeps the switch as saved when the change fails, with an error toast', async () => {
    settings({ [PATCH]: () => new Response('', { status: 502 }) });
    const section = await nudges();
    fireEvent.click(toggle(section, /Email me what my students did/));
    expect(await screen.findByText('Failed to update settings')).toBeTruthy();
    await waitFor(() =>
      expect(toggle(section, /Email me what my students did/).checked).toBe(true),
    );
  });
});
