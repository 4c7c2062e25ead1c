import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { student } from '../../../test/fixtures/profile.ts';

function preAdmission() {
  const fetchMock = mockFetch({ 'GET /api/auth/me': () => json(student) });
  return { fetchMock, ...renderApp('/pre-admission') };
}

const section = (name: string) => screen.getByRole('region', { name });
const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('/pre-admission', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the self-assessment checklists and STEM readiness tests, each marked coming soon', async () => {
    preAdmission();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pre-Admission' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const checklists = section('Self-Assessment Checklists');
    expect(cardNames(checklists)).toEqual([
      'Academic Readiness Checklist',
      'English Language Readiness Checklist',
      'Document Readiness Checklist',
      'Financial Readiness Checklist',
    ]);
    const tests = section('STEM Readiness Tests');
    expect(cardNames(tests)).toEqual([
      'Science Readiness Test',
      'Technology Readiness Test',
      'Engineering Readiness Test',
      'Mathematics Readiness Test',
    ]);
    for (const card of [
      ...within(checklists).getAllByRole('article'),
      ...within(tests).getAllByRole('article'),
    ]) {
      expect(within(card).getByText('Coming Soon')).toBeTruthy();
    }
    expect(within(checklists).queryAllByRole('button')).toEqual([]);
  });

  it('answers the choice of a readiness test with the toast Coming Soon! for 5 seconds, calling no API', async () => {
    const { fetchMock } = preAdmission();
    const tests = await screen.findByRole('region', { name: 'STEM Readiness Tests' });
    expect(screen.queryByText('Coming Soon!')).toBeNull();
    const callsBefore = fetchMock.mock.calls.length;

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(
      within(tests).getByRole('button', { name: 'Start Test: Mathematics Readiness Test' }),
    );
    const toast = (await screen.findByText('Coming Soon!')).closest('.mantine-Notification-root');
    expect(within(toast as HTMLElement).getByText('Mathematics Readiness Test')).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(callsBefore);

    await act(() => vi.advanceTimersByTimeAsync(4800));
    expect(screen.getByText('Coming Soon!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByText('Coming Soon!')).toBeNull();
  });
});
