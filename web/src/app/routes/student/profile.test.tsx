import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { completeProfile, profileAnswer, student } from '../../../test/fixtures/profile.ts';

function showProfile(profile: ReturnType<typeof profileAnswer>) {
  mockFetch({
    'GET /api/auth/me': () => json(student),
    'GET /api/user/profile': () => json(profile),
  });
  return renderApp('/profile');
}

const cardTitles = () =>
  screen.getAllByRole('region').map((card) => within(card).getByRole('heading').textContent);

describe('/profile', () => {
  it('shows only the cards that hold data, and Not provided for their empty rows', async () => {
    showProfile(completeProfile);
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeTruthy();
    expect(cardTitles()).toEqual([
      'Personal Information',
      'Nationality & Contact',
      'Educational Background',
      'Academic Performance',
    ]);
    const personal = screen.getByRole('region', { name: 'Personal Information' });
    expect(within(personal).getByText('Ana')).toBeTruthy();
    expect(within(personal).getByText('Apr 12, 1999')).toBeTruthy();
    expect(within(personal).getByText('Female')).toBeTruthy();
    expect(within(personal).getByText('Not provided')).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Nationality & Contact' });
    expect(within(contact).getByText('+55 11 91234 5678')).toBeTruthy();

    const education = screen.getByRole('region', { name: 'Educational Background' });
    expect(within(education).getByText('Graduated University')).toBeTruthy();
    expect(within(education).getByText('Jul 2022')).toBeTruthy();
    expect(within(education).queryByText('College Name')).toBeNull();

    const academic = screen.getByRole('region', { name: 'Academic Performance' });
    expect(within(academic).getByText('IELTS')).toBeTruthy();
    expect(within(academic).getByText('Mar 8, 2025')).toBeTruthy();
    expect(within(academic).queryByText('Math Grade')).toBeNull();
  });

  it('shows the guardian and interests cards once they hold data, and no education card without a pathway', async () => {
    showProfile(
      profileAnswer({
        legalFirstName: 'Li',
        guardianName: 'Wei Zhang',
        guardianRelation: 'mother',
        careerGoals: 'Become a civil engineer',
        completionPercentage: 11,
      }),
    );
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(cardTitles()).toEqual([
      'Personal Information',
      'Guardian Information',
      'Academic Interests & Achievements',
    ]);
    const guardian = screen.getByRole('region', { name: 'Guardian Information' });
    expect(within(guardian).getByText('Mother')).toBeTruthy();
    expect(within(guardian).getAllByText('Not provided')).toHaveLength(7);
  });

  it('says the profile is empty for a new student and links to the form', async () => {
    showProfile(profileAnswer());
    expect(await screen.findByText(/You have not filled in your profile yet/)).toBeTruthy();
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe(
      '/profile/edit',
    );
  });

  it('shows the completion ring with its percentage and words', async () => {
    showProfile({ ...completeProfile, completionPercentage: 78 });
    const ring = await screen.findByRole('group', { name: 'Profile completion' });
    expect(within(ring).getByText('78%')).toBeTruthy();
    expect(within(ring).getByText('Almost there')).toBeTruthy();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    mockFetch({
      'GET /api/auth/me': () => json(student),
      'GET /api/user/profile': () => json({ error: 'internal_error', message: 'Oops' }, 500),
    });
    renderApp('/profile');
    expect(await screen.findByText('Your profile could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
