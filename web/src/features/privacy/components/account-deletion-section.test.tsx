// "Delete my account" on the Privacy & data page (issue 30): it says what goes and what is kept
// until when, asks for the password and the typed word, and once asked shows the date with a way
// to cancel.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AccountDeletionState } from '@studypath/domain/privacy';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../lib/api-client.ts';
import { i18n, setLanguage } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { callsTo, json, mockFetch } from '../../../test/fetch-mock.ts';
import { AccountDeletionSection } from './account-deletion-section.tsx';

const notScheduled: AccountDeletionState = {
  scheduled: null,
  deletionDate: '2026-12-27T12:00:00.000Z',
  keptDocuments: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      fileName: 'passport.pdf',
      uploadedAt: '2026-03-02T12:00:00.000Z',
      keptUntil: '2033-03-02T12:00:00.000Z',
    },
  ],
  keptPayments: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'payment',
      packageTier: 'premium',
      amountCents: 149_900,
      paidAt: '2026-04-10T12:00:00.000Z',
      keptUntil: '2033-04-10T12:00:00.000Z',
    },
  ],
  paymentsForStudents: 0,
};

const scheduled: AccountDeletionState = {
  ...notScheduled,
  scheduled: { requestedAt: '2026-11-27T12:00:00.000Z', dueAt: '2026-12-27T12:00:00.000Z' },
};

function renderSection(handlers: Parameters<typeof mockFetch>[0]) {
  clearCsrfToken();
  const fetchMock = mockFetch({
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    ...handlers,
  });
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  render(wrap(<AccountDeletionSection />));
  return fetchMock;
}

const submitButton = () => screen.getByRole('button', { name: 'Delete my account' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccountDeletionSection', () => {
  it('says what is removed, and what is kept until when', async () => {
    renderSection({ 'GET /api/privacy/deletion': () => json(notScheduled) });
    expect(await screen.findByText('What is removed')).toBeTruthy();
    expect(screen.getByText('Your messages and their attachments')).toBeTruthy();
    expect(screen.getByText('What is kept, and until when')).toBeTruthy();
    const documents = screen.getByRole('list', {
      name: 'Your application documents, until 7 years after each was uploaded:',
    });
    expect(within(documents).getByText('passport.pdf: kept until Mar 2, 2033')).toBeTruthy();
    const payments = screen.getByRole('list', {
      name: 'Your payment records, for 7 years, as tax law requires:',
    });
    expect(
      within(payments).getByText(
        'Premium package, $1,499, paid on Apr 10, 2026: kept until Apr 10, 2033',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/on a student's behalf/)).toBeNull();
  });

  it('asks for the password and the typed word, then shows the date with Cancel deletion', async () => {
    const fetchMock = renderSection({
      'GET /api/privacy/deletion': () => json(notScheduled),
      'POST /api/privacy/deletion': () => json(scheduled),
    });
    await screen.findByText('What is removed');
    expect(submitButton()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'my password' } });
    const word = screen.getByRole('textbox', { name: /Type DELETE to confirm/ });
    fireEvent.change(word, { target: { value: 'delete' } });
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Type DELETE exactly as shown')).toBeTruthy();
    fireEvent.change(word, { target: { value: 'DELETE' } });
    expect(submitButton()).toHaveProperty('disabled', false);
    fireEvent.click(submitButton());

    expect(await screen.findByText('Your account will be deleted on Dec 27, 2026')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST /api/privacy/deletion');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      password: 'my password',
      confirmation: 'DELETE',
    });
    expect(screen.getByRole('button', { name: 'Cancel deletion' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('says a wrong password under the password field, and schedules nothing', async () => {
    renderSection({
      'GET /api/privacy/deletion': () => json(notScheduled),
      'POST /api/privacy/deletion': () =>
        json(
          {
            error: 'forbidden',
            code: 'account_deletion.wrong_password',
            message: 'The password is not correct.',
          },
          403,
        ),
    });
    await screen.findByText('What is removed');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Type DELETE/ }), {
      target: { value: 'DELETE' },
    });
    fireEvent.click(submitButton());
    const message = 'The password is not correct. Your account was not scheduled for deletion.';
    expect(await screen.findByText(message)).toBeTruthy();
    const field = screen.getByLabelText(/^Password/);
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ').at(-1) ?? '')?.textContent).toBe(message);
    expect(screen.queryByText(/Your account will be deleted on/)).toBeNull();
  });

  it('cancels a scheduled deletion and offers the form again', async () => {
    const fetchMock = renderSection({
      'GET /api/privacy/deletion': () => json(scheduled),
      'DELETE /api/privacy/deletion': () => json(notScheduled),
    });
    expect(await screen.findByText('Your account will be deleted on Dec 27, 2026')).toBeTruthy();
    expect(screen.getByText(/You asked for it on Nov 27, 2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deletion' }));
    await waitFor(() => expect(submitButton()).toBeTruthy());
    expect(callsTo(fetchMock, 'DELETE /api/privacy/deletion')).toHaveLength(1);
    expect(screen.queryByText(/Your account will be deleted on/)).toBeNull();
  });

  it('asks a French reader to type SUPPRIMER', async () => {
    await setLanguage('fr');
    try {
      renderSection({ 'GET /api/privacy/deletion': () => json(notScheduled) });
      expect(await screen.findByText('Ce qui est supprimé')).toBeTruthy();
      expect(screen.getByRole('textbox', { name: /Tapez SUPPRIMER pour confirmer/ })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});
