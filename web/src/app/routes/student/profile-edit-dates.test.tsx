import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { field, tab, withProfile } from '../../../test/profile-edit-helpers.ts';
import { completeProfile } from '../../../test/fixtures/profile.ts';

const INVALID_DATE = 'Enter a date such as Apr 12, 1999, or pick one from the calendar.';

/** Types into a date field as a person does, then leaves it. */
async function typeDate(label: string, text: string): Promise<HTMLInputElement> {
  const input = (await waitFor(() => field(label))) as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value: text } });
  fireEvent.focusOut(input);
  return input;
}

describe('/profile/edit date fields', () => {
  it('read a typed date of birth and show it in the display format', async () => {
    const fetchMock = withProfile(completeProfile, {
      'PUT /api/user/profile': () => json(completeProfile),
    });
    renderApp('/profile/edit');
    const input = await typeDate('Date of Birth', '2001-04-12');
    await waitFor(() => expect(input.value).toBe('Apr 12, 2001'));

    await typeDate('Date of Birth', '3 March 2002');
    await waitFor(() => expect(input.value).toBe('Mar 3, 2002'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Complete!')).toBeTruthy();
    const [put] = callsTo(fetchMock, 'PUT /api/user/profile');
    expect(JSON.parse(put?.[1]?.body as string)).toMatchObject({ dateOfBirth: '2002-03-03' });
  });

  it('keep text that is no date, say why, and refuse to save it', async () => {
    const fetchMock = withProfile(completeProfile);
    renderApp('/profile/edit');
    const input = await typeDate('Date of Birth', 'Feb 30, 2001');
    expect(await screen.findByText(INVALID_DATE)).toBeTruthy();
    expect(input.value).toBe('Feb 30, 2001');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Additional' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('Please complete required fields in the Personal Info tab.'),
    ).toBeTruthy();
    expect(tab('Personal Info (has errors)').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(INVALID_DATE)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Date of Birth')));
    expect(callsTo(fetchMock, 'PUT /api/user/profile')).toHaveLength(0);
  });

  it('refuse a date of birth in the future', async () => {
    withProfile(completeProfile);
    renderApp('/profile/edit');
    await typeDate('Date of Birth', `Jan 1, ${new Date().getFullYear() + 1}`);
    expect(await screen.findByText('This date cannot be in the future.')).toBeTruthy();
  });

  it('clear a required date when its text is deleted, so the save asks for it', async () => {
    withProfile(completeProfile);
    renderApp('/profile/edit');
    await typeDate('Date of Birth', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Date of birth is required')).toBeTruthy();
  });
});

describe('/profile/edit tabs with errors', () => {
  it('lose their mark once their fields are fixed', async () => {
    withProfile({ ...completeProfile, academicGrade: null });
    renderApp('/profile/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Academic grade is required')).toBeTruthy();
    expect(tab('Academic (has errors)').getAttribute('aria-selected')).toBe('true');
    expect(tab('Personal Info')).toBeTruthy();

    fireEvent.change(field('Academic Grade'), { target: { value: '8.4/10' } });
    await waitFor(() => expect(tab('Academic')).toBeTruthy());
    expect(screen.queryByRole('tab', { name: /has errors/ })).toBeNull();
  });
});
