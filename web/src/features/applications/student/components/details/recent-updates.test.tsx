import { MantineProvider } from '@mantine/core';
import type { StudentApplicationUpdate } from '@studypath/domain/applications';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../../lib/i18n.ts';
import { RecentUpdates } from './recent-updates.tsx';

const update = (n: number): StudentApplicationUpdate => ({
  id: `u${n}`,
  type: 'note_added',
  title: `Update ${n}`,
  description: null,
  isRead: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: null,
});

function renderUpdates(count: number) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RecentUpdates updates={Array.from({ length: count }, (_, i) => update(i + 1))} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return screen.getByRole('region', { name: 'Recent Updates' });
}

describe('RecentUpdates', () => {
  it('opens the updates past the first five in place, and closes them again', () => {
    const updates = renderUpdates(8);
    expect(within(updates).getAllByRole('listitem')).toHaveLength(5);
    const more = within(updates).getByRole('button', { name: 'And 3 more updates...' });
    expect(more.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(more);
    expect(within(updates).getAllByRole('listitem')).toHaveLength(8);
    expect(within(updates).getByText('Update 8')).toBeTruthy();
    const fewer = within(updates).getByRole('button', { name: 'Show fewer updates' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(fewer);
    expect(within(updates).queryByText('Update 6')).toBeNull();
  });

  it('offers no button when every update already shows', () => {
    const updates = renderUpdates(5);
    expect(within(updates).getAllByRole('listitem')).toHaveLength(5);
    expect(within(updates).queryByRole('button')).toBeNull();
  });
});
