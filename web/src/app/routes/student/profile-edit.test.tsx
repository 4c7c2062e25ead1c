import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, never } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { choose, field, tab, withProfile } from '../../../test/profile-edit-helpers.ts';
import { completeProfile, profileAnswer } from '../../../test/fixtures/profile.ts';

describe('/profile/edit', () => {
  it('shows the tabbed form with the Academic tab locked until a pathway is chosen', async () => {
    withProfile();
    renderApp('/profile/edit');
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Personal Info',
      'Education',
      'Academic',
      'Guardian (Optional)',
      'Additional',
    ]);
    expect(tab('Academic')).toHaveProperty('disabled', true);

    fireEvent.click(tab('Education'));
    await choose('Pathway', 'Graduated College');
    expect(tab('Academic')).toHaveProperty('disabled', false);
  });

  it('says that a phone number without a country code is one of the country of residence', async () => {
    withProfile();
    renderApp('/profile/edit');
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    const hint = document.getElementById(
      field('Phone Number').getAttribute('aria-describedby') ?? '',
    );
    expect(hint?.textContent).toBe(
      'A local number is read as one of your country of residence. For a number elsewhere, include its country code, e.g. +55 11 91234 5678.',
    );
  });

  it('shows the fields of each pathway and the thesis only for graduate students', async () => {
    withProfile();
    renderApp('/profile/edit');
    fireEvent.click(await screen.findByRole('tab', { name: 'Education' }));

    await choose('Pathway', 'Currently in High School');
    expect(field('School Name')).toBeTruthy();
    expect(field('Current Grade Level')).toBeTruthy();
    expect(field('Expected Graduation Date')).toBeTruthy();
    expect(screen.queryByLabelText(/^College Name/)).toBeNull();
    expect(field('Math Grade')).toBeTruthy();

    await choose('Pathway', 'Currently in College');
    expect(field('College Name')).toBeTruthy();
    expect(field('Credential Type')).toBeTruthy();
    expect(field('Current Year')).toBeTruthy();
    expect(screen.queryByLabelText(/^School Name/)).toBeNull();
    expect(screen.queryByLabelText(/^Math Grade/)).toBeNull();

    await choose('Pathway', 'Graduated University');
    expect(field('Graduation Date')).toBeTruthy();
    expect(screen.queryByLabelText(/^Thesis Title/)).toBeNull();
    await choose('Degree Level', "Master's");
    expect(field('Thesis Title')).toBeTruthy();
    expect(field('Research Area')).toBeTruthy();
  });

  it('asks for a test score and date only once a test other than none is picked', async () => {
    withProfile(profileAnswer({ pathway: 'college_current' }));
    renderApp('/profile/edit');
    fireEvent.click(await screen.findByRole('tab', { name: 'Academic' }));
    expect(screen.queryByLabelText(/^English Test Score/)).toBeNull();
    await choose('English Test Type', 'None');
    expect(screen.queryByLabelText(/^English Test Score/)).toBeNull();
    await choose('English Test Type', 'IELTS');
    expect(field('English Test Score')).toBeTruthy();
    expect(field('English Test Date')).toBeTruthy();
  });

  it('requires the guardian of a high school student under 18', async () => {
    const fifteenYearsAgo = new Date().getFullYear() - 15;
    withProfile(
      profileAnswer({ pathway: 'high_school_current', dateOfBirth: `${fifteenYearsAgo}-01-15` }),
    );
    renderApp('/profile/edit');
    fireEvent.click(await screen.findByRole('tab', { name: 'Guardian (Optional)' }));
    expect(
      screen.getByText('Since you are under 18 years old, guardian information is required.'),
    ).toBeTruthy();
    expect(field('Guardian Name')).toHaveProperty('required', true);
  });

  it('names the tabs to fix, opens the first and focuses its first missing field', async () => {
    const fetchMock = withProfile();
    renderApp('/profile/edit');
    fireEvent.click(await screen.findByRole('tab', { name: 'Additional' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Missing Required Information')).toBeTruthy();
    // Academic is locked until a pathway is chosen, so it is neither named nor marked.
    expect(
      screen.getByText('Please complete required fields in these tabs: Personal Info, Education'),
    ).toBeTruthy();
    expect(tab('Personal Info (has errors)').getAttribute('aria-selected')).toBe('true');
    expect(tab('Education (has errors)')).toBeTruthy();
    expect(tab('Academic')).toHaveProperty('disabled', true);
    expect(screen.getByText('First name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Legal First Name')));
    expect(callsTo(fetchMock, 'PUT /api/user/profile')).toHaveLength(0);
  });

  it('goes to the education details before the academic tab', async () => {
    withProfile({ ...completeProfile, universityName: null, academicGrade: null });
    renderApp('/profile/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('Please complete required fields in these tabs: Education, Academic'),
    ).toBeTruthy();
    expect(tab('Education (has errors)').getAttribute('aria-selected')).toBe('true');
    expect(tab('Academic (has errors)')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('University Name')));
  });

  it('names a single tab in the singular', async () => {
    withProfile({ ...completeProfile, academicGrade: null });
    renderApp('/profile/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('Please complete required fields in the Academic tab.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Academic Grade')));
  });

  it('saves every field, refetches the profile and returns to the dashboard once complete', async () => {
    let profile = { ...completeProfile, completionPercentage: 90 };
    const fetchMock = withProfile(undefined, {
      'GET /api/user/profile': () => json(profile),
      'PUT /api/user/profile': () => {
        profile = { ...completeProfile, preferredName: 'Aninha', completionPercentage: 100 };
        return json(profile);
      },
    });
    const { router } = renderApp('/profile/edit');
    fireEvent.change(await screen.findByLabelText(/^Preferred Name/), {
      target: { value: 'Aninha' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile Complete!')).toBeTruthy();
    expect(
      screen.getByText('Your profile has been completed successfully. Redirecting to dashboard...'),
    ).toBeTruthy();
    const [put] = callsTo(fetchMock, 'PUT /api/user/profile');
    const body = JSON.parse(put?.[1]?.body as string) as Record<string, unknown>;
    expect(Object.keys(body)).toHaveLength(56);
    expect(body).toMatchObject({ preferredName: 'Aninha', thesis: null, collegeName: null });
    expect(callsTo(fetchMock, 'GET /api/user/profile')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/profile/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 3000,
    });
  });

  it("says 'Profile Updated' and stays when the refetched profile is not complete", async () => {
    // The server computes completion with its own clock and rules; the form trusts its answer.
    const notYet = { ...completeProfile, completionPercentage: 90 };
    withProfile(notYet, { 'PUT /api/user/profile': () => json(notYet) });
    const { router } = renderApp('/profile/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(screen.getByText('Your profile has been updated successfully.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(router.state.location.pathname).toBe('/profile/edit');
  });

  it('shows the server problems in an Update Failed toast and on the fields', async () => {
    withProfile(completeProfile, {
      'PUT /api/user/profile': () =>
        json(
          {
            error: 'validation_error',
            message: 'Some fields are invalid.',
            details: [{ field: 'universityProgram', message: 'Must be at most 200 characters' }],
          },
          400,
        ),
    });
    renderApp('/profile/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(
      screen.getByText('Some fields are invalid: Must be at most 200 characters'),
    ).toBeTruthy();
    expect(tab('Education (has errors)').getAttribute('aria-selected')).toBe('true');
    expect(field('University Program').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must be at most 200 characters')).toBeTruthy();
  });

  it('reports a server error that is not JSON by its status', async () => {
    withProfile(completeProfile, {
      'PUT /api/user/profile': () => new Response(null, { status: 502, statusText: 'Bad Gateway' }),
    });
    renderApp('/profile/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Server error: 502 Bad Gateway')).toBeTruthy();
  });

  it("reads 'Saving...' while the save is pending, and Cancel goes to the dashboard", async () => {
    withProfile(completeProfile, { 'PUT /api/user/profile': never });
    const { router } = renderApp('/profile/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Save Profile' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the saved values in the inputs, options by their labels', async () => {
    withProfile(completeProfile);
    renderApp('/profile/edit');
    expect(await screen.findByDisplayValue('Ana')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByDisplayValue('Female')).toBeTruthy();
    expect((field('Citizenship') as HTMLInputElement).value).toBe('Brazil');
    expect((field('Country of Residence') as HTMLInputElement).value).toBe('Brazil');
  });
});
