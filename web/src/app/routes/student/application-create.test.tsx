import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json } from '../../../test/fetch-mock.ts';
import { profileAnswer } from '../../../test/fixtures/profile.ts';
import { createdStudyPath, renderStudyPathQuiz } from '../../../test/fixtures/study-path.ts';

const created = createdStudyPath();

const quiz = renderStudyPathQuiz;

const next = () => screen.getByRole('button', { name: 'Next' });
const choose = (name: string) =>
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${name}`) }));
const isDisabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;

async function answerUpToReview() {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Start a New Study Path' }),
  ).toBeTruthy();
  // The title shows while the paths are checked for an active one; the steps follow.
  expect(await screen.findByRole('progressbar', { name: 'Step 1 of 6' })).toBeTruthy();
  choose('Diploma');
  fireEvent.click(next());
  choose('Law');
  fireEvent.click(next());
  choose('Ontario');
  fireEvent.click(next());
  const startDates = screen.getAllByRole('radio');
  expect(startDates).toHaveLength(4);
  fireEvent.click(startDates[0] as HTMLElement);
  fireEvent.click(next());
  choose('Under \\$15,000');
  fireEvent.click(next());
  expect(screen.getByRole('heading', { level: 2, name: 'Review Your Answers' })).toBeTruthy();
}

describe('/applications/create', () => {
  it('keeps Next disabled until the step is answered, and asks co-op levels for the co-op choice', async () => {
    quiz();
    expect(await screen.findByText('Step 1 of 6')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(isDisabled(next())).toBe(true);

    choose('Diploma');
    expect(
      screen.queryByRole('radiogroup', { name: 'Would you like a co-op program?' }),
    ).toBeNull();
    expect(isDisabled(next())).toBe(false);

    choose("Bachelor's Degree");
    expect(
      screen.getByRole('radiogroup', { name: 'Would you like a co-op program?' }),
    ).toBeTruthy();
    expect(isDisabled(next())).toBe(true);
    choose('With Co-op');
    expect(isDisabled(next())).toBe(false);

    fireEvent.click(next());
    expect(screen.getByText('Step 2 of 6')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    expect(isDisabled(next())).toBe(true);
  });

  it('clears the co-op choice when the education level changes', async () => {
    quiz();
    await screen.findByText('Step 1 of 6');
    choose('Master');
    choose('Without Co-op');
    expect(isDisabled(next())).toBe(false);
    choose('Advanced Diploma');
    const withoutCoop = screen.getByRole<HTMLInputElement>('radio', { name: 'Without Co-op' });
    expect(withoutCoop.checked).toBe(false);
    expect(isDisabled(next())).toBe(true);
  });

  it("asks for the 'other' text, and clears it when another field is chosen", async () => {
    quiz();
    await screen.findByText('Step 1 of 6');
    choose('PhD');
    fireEvent.click(next());
    choose('Other');
    const other = screen.getByRole('textbox', { name: /Please specify your field of study/ });
    expect(isDisabled(next())).toBe(true);
    fireEvent.change(other, { target: { value: 'Aviation' } });
    expect(isDisabled(next())).toBe(false);

    choose('Law');
    expect(screen.queryByRole('textbox', { name: /Please specify/ })).toBeNull();
    choose('Other');
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: /Please specify your field of study/ })
        .value,
    ).toBe('');
  });

  it('offers the eleven provinces and the six budgets, with optional financial details', async () => {
    quiz();
    await screen.findByText('Step 1 of 6');
    choose('Diploma');
    fireEvent.click(next());
    choose('Law');
    fireEvent.click(next());
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    choose('No Preference');
    fireEvent.click(next());
    fireEvent.click(screen.getAllByRole('radio')[3] as HTMLElement);
    fireEvent.click(next());
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    choose('Other');
    expect(isDisabled(next())).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Please specify your budget/ }), {
      target: { value: 'About $20,000' },
    });
    expect(isDisabled(next())).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Financial details (optional)' })).toBeTruthy();
  });

  it('posts the answers, says so and opens the new study path', async () => {
    const { fetchMock, router } = quiz({
      'POST /api/applications': () => json(created, 201),
      'GET /api/applications/p-new': () => json(created),
    });
    await answerUpToReview();
    expect(screen.getByText('Law')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Success!')).toBeTruthy();
    expect(
      screen.getByText('Your study path has been created. Our advisors will review it soon.'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/p-new'));
    const [call] = callsTo(fetchMock, 'POST /api/applications');
    const body = JSON.parse(call?.[1]?.body as string) as Record<string, unknown>;
    expect(body.fieldOfStudy).toBe('Law');
    expect(body.programPreferences).toBe('Diploma');
    const info = JSON.parse(String(body.additionalInfo)) as {
      quizResponses: Record<string, unknown>;
    };
    expect(info.quizResponses).toMatchObject({
      educationLevel: 'diploma',
      fieldOfStudy: 'law',
      preferredProvince: 'ontario',
      budgetRange: 'under-15k',
    });
  });

  it('refuses a student whose profile is incomplete and sends them to the profile form', async () => {
    const { fetchMock, router } = quiz({
      'GET /api/user/profile': () => json(profileAnswer({ completionPercentage: 80 })),
    });
    await answerUpToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Please complete your profile before starting a study path.'),
    ).toBeTruthy();
    const toast = screen
      .getByText('Please complete your profile before starting a study path.')
      .closest('.mantine-Notification-root') as HTMLElement;
    expect(within(toast).getByText('Complete Your Profile')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit'));
    expect(callsTo(fetchMock, 'POST /api/applications')).toHaveLength(0);
  });

  it("shows the server's refusal when another study path is active", async () => {
    const { router } = quiz({
      'POST /api/applications': () =>
        json(
          {
            error: 'conflict',
            code: 'study_path.active_path_exists',
            message:
              'You already have an active study path. Please close or complete your current path before creating a new one.',
          },
          409,
        ),
    });
    await answerUpToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Active Study Path Exists')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/applications/create');
  });
});
