import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { profileAnswer } from '../../../test/fixtures/profile.ts';
import { admin } from '../../../test/fixtures/admin-application.ts';

const price = (id: string, name: string, priceCents: number) => ({
  id,
  name,
  priceCents,
  updatedAt: '2026-11-25T10:00:00.000Z',
});

const prices = [
  price('basic', 'Basic', 49_900),
  price('standard', 'Standard', 89_900),
  price('premium', 'Premium', 149_900),
  price('ultimate', 'Ultimate', 249_900),
];

function settings(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(admin),
    'GET /api/admin/packages': () => json(prices),
    'GET /api/user/profile': () => json(profileAnswer({ displayName: 'Sarah Johnson' })),
    'GET /api/admin/team/settings': () =>
      json({
        firm: { autoAssign: true, targetMinutes: 2880, complexTargetMinutes: 4320 },
        mine: { activityEmails: true, digestEmails: true },
      }),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/admin/settings') };
}

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string) as unknown;
const input = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });

describe('/admin/settings Packages', () => {
  it('shows the four prices in dollars and saves a change in cents once confirmed', async () => {
    const { fetchMock } = settings({
      'PUT /api/admin/packages': () =>
        json([prices[0], prices[1], price('premium', 'Premium', 159_950), prices[3]]),
    });
    const section = await screen.findByRole('region', { name: 'Packages' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await within(section).findByRole('textbox', { name: 'Basic price (USD)' });
    expect(input('Basic price (USD)').value).toBe('499.00');
    expect(input('Ultimate price (USD)').value).toBe('2499.00');

    fireEvent.change(input('Premium price (USD)'), { target: { value: '1599.5' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save Prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change package prices?' });
    expect(within(dialog).getByText('Premium: $1,499.00 → $1,599.50')).toBeTruthy();
    expect(within(dialog).queryByText(/^Basic/)).toBeNull();
    expect(callsTo(fetchMock, 'PUT /api/admin/packages')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Prices' }));
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'PUT /api/admin/packages');
    expect(bodyOf(call)).toEqual({
      basic: 49_900,
      standard: 89_900,
      premium: 159_950,
      ultimate: 249_900,
    });
    await waitFor(() => expect(input('Premium price (USD)').value).toBe('1599.50'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const { fetchMock } = settings();
    const section = await screen.findByRole('region', { name: 'Packages' });
    await within(section).findByRole('textbox', { name: 'Basic price (USD)' });
    fireEvent.change(input('Basic price (USD)'), { target: { value: '5' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save Prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change package prices?' });
    expect(within(dialog).getByText('Basic: $499.00 → $5.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'PUT /api/admin/packages')).toEqual([]);
    expect(input('Basic price (USD)').value).toBe('5');
  });

  it('refuses a negative price, one above the limit or a third decimal as typed', async () => {
    const { fetchMock } = settings();
    const section = await screen.findByRole('region', { name: 'Packages' });
    await within(section).findByRole('textbox', { name: 'Basic price (USD)' });
    fireEvent.change(input('Basic price (USD)'), { target: { value: '-5' } });
    fireEvent.change(input('Premium price (USD)'), { target: { value: '1000000' } });
    fireEvent.change(input('Ultimate price (USD)'), { target: { value: '2499.999' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save Prices' }));
    expect(await within(section).findByText('A price cannot be negative')).toBeTruthy();
    expect(within(section).getByText('A price can be at most $100,000')).toBeTruthy();
    expect(
      within(section).getByText('A price has at most two decimals (whole cents)'),
    ).toBeTruthy();
    // What was typed stays as typed: nothing is rewritten into a price nobody chose.
    expect(input('Basic price (USD)').value).toBe('-5');
    expect(input('Premium price (USD)').value).toBe('1000000');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'PUT /api/admin/packages')).toEqual([]);
  });

  it('refuses a price below the package before it without asking the server', async () => {
    const { fetchMock } = settings();
    const section = await screen.findByRole('region', { name: 'Packages' });
    await within(section).findByRole('textbox', { name: 'Standard price (USD)' });
    fireEvent.change(input('Standard price (USD)'), { target: { value: '400' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save Prices' }));
    expect(
      await within(section).findByText(
        'Each package must cost at least as much as the one before it',
      ),
    ).toBeTruthy();
    expect(input('Standard price (USD)').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'PUT /api/admin/packages')).toEqual([]);
  });

  it("shows the server's field problems on their inputs with an 'Error' toast", async () => {
    settings({
      'PUT /api/admin/packages': () =>
        json(
          {
            error: 'validation_error',
            message: 'A price can be at most $100,000',
            details: [{ field: 'ultimate', message: 'A price can be at most $100,000' }],
          },
          400,
        ),
    });
    const section = await screen.findByRole('region', { name: 'Packages' });
    await within(section).findByRole('textbox', { name: 'Ultimate price (USD)' });
    fireEvent.click(within(section).getByRole('button', { name: 'Save Prices' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    await waitFor(() =>
      expect(input('Ultimate price (USD)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText('A price can be at most $100,000').length).toBe(2);
  });

  it("says 'Failed to update settings' when the server gives no reason", async () => {
    settings({ 'PUT /api/admin/packages': () => new Response('', { status: 502 }) });
    const section = await screen.findByRole('region', { name: 'Packages' });
    await within(section).findByRole('textbox', { name: 'Basic price (USD)' });
    fireEvent.click(within(section).getByRole('button', { name: 'Save Prices' }));
    expect(await screen.findByText('Failed to update settings')).toBeTruthy();
  });
});

describe('/admin/settings Display Name', () => {
  const displayName = () => input('Display Name');
  const save = (section: HTMLElement) =>
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));

  it('comes above Packages, in the page without the admin layout', async () => {
    settings();
    const section = await screen.findByRole('region', { name: 'Display Name' });
    const packages = screen.getByRole('region', { name: 'Packages' });
    expect(
      section.compareDocumentPosition(packages) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin navigation' })).toBeNull();
    await waitFor(() => expect(displayName().value).toBe('Sarah Johnson'));
  });

  it("saves the name trimmed with 'Settings updated'", async () => {
    const { fetchMock } = settings({
      'PUT /api/user/profile': () => json(profileAnswer({ displayName: 'Sarah J.' })),
    });
    const section = await screen.findByRole('region', { name: 'Display Name' });
    await waitFor(() => expect(displayName().value).toBe('Sarah Johnson'));
    fireEvent.change(displayName(), { target: { value: '  Sarah J. ' } });
    save(section);
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'PUT /api/user/profile')[0])).toEqual({
      displayName: 'Sarah J.',
    });
    expect(displayName().value).toBe('Sarah J.');
  });

  it('requires a name of at most 100 characters before asking the server', async () => {
    const { fetchMock } = settings();
    const section = await screen.findByRole('region', { name: 'Display Name' });
    await waitFor(() => expect(displayName().value).toBe('Sarah Johnson'));
    fireEvent.change(displayName(), { target: { value: '   ' } });
    save(section);
    expect(await within(section).findByText('Display name is required')).toBeTruthy();
    expect(displayName().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(displayName(), { target: { value: 'a'.repeat(101) } });
    save(section);
    expect(await within(section).findByText('Display name is too long')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/user/profile')).toEqual([]);
  });

  it("shows the server's 400 details on the field with an 'Error' toast", async () => {
    settings({
      'PUT /api/user/profile': () =>
        json(
          {
            error: 'validation_error',
            message: 'Display name is too long',
            details: [{ field: 'displayName', message: 'Display name is too long' }],
          },
          400,
        ),
    });
    const section = await screen.findByRole('region', { name: 'Display Name' });
    await waitFor(() => expect(displayName().value).toBe('Sarah Johnson'));
    save(section);
    expect(await screen.findByText('Error')).toBeTruthy();
    await waitFor(() => expect(displayName().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Display name is too long')).toHaveLength(2);
  });

  it("says 'Failed to update settings' when the server gives no reason", async () => {
    settings({ 'PUT /api/user/profile': () => new Response('', { status: 502 }) });
    const section = await screen.findByRole('region', { name: 'Display Name' });
    await waitFor(() => expect(displayName().value).toBe('Sarah Johnson'));
    save(section);
    expect(await screen.findByText('Failed to update settings')).toBeTruthy();
  });
});
