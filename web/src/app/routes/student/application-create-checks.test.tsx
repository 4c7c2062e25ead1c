// The quiz does not fail silently (issue 24): each text stops at its limit and counts near it,
// a text the schema refuses is named on its own field before Submit (and so is a field the
// server's 400 names), an active path is found when the quiz opens, and the answers outlive a reload and the
// browser's Back in this tab but not the session.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hardNavigate } from '../../../lib/hard-navigate.ts';
import { tabDraftKeys } from '../../../lib/tab-drafts.ts';
import { callsTo, json } from '../../../test/fetch-mock.ts';
import { student } from '../../../test/fixtures/profile.ts';
import {
  answerQuizFromFieldOfStudy,
  createdStudyPath,
  renderStudyPathQuiz,
} from '../../../test/fixtures/study-path.ts';

vi.mock('../../../lib/hard-navigate.ts', () => ({ hardNavigate: vi.fn() }));

const QUIZ_DRAFT_KEY = tabDraftKeys.studyPathQuiz;

const quiz = renderStudyPathQuiz;

const next = () => screen.getByRole('button', { name: 'Next' });
const choose = (name: string) =>
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${name}`) }));
const radio = (name: string) =>
  screen.getByRole<HTMLInputElement>('radio', { name: new RegExp(`^${name}`) });
const otherField = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: /Please specify your field of study/ });

/** What the field's aria-describedby points at: its description and its error. */
const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openFieldOfStudyStep() {
  await screen.findByText('Step 1 of 6');
  choose('Diploma');
  fireEvent.click(next());
  await screen.findByText('Step 2 of 6');
}

/** From the field of study step: Law, Ontario, the first start date and the lowest budget, then Submit. */
async function answerTheRestAndSubmit() {
  answerQuizFromFieldOfStudy();
  fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
}

describe('the limits of the quiz texts', () => {
  it("stops typing at the 'other' field's limit and counts once the text is near it", async () => {
    quiz();
    await openFieldOfStudyStep();
    choose('Other');
    expect(otherField().maxLength).toBe(200);
    fireEvent.change(otherField(), { target: { value: 'Aviation' } });
    // Like every limited field of the app, the counter waits for 80% of the limit.
    expect(screen.queryByText(/\/ 200 characters$/)).toBeNull();
    fireEvent.change(otherField(), { target: { value: 'x'.repeat(160) } });
    expect(screen.getByText('160 / 200 characters')).toBeTruthy();
    // The counter is part of the field's description, so a screen reader reads it too.
    expect(describedText(otherField())).toContain('160 / 200 characters');
  });

  it('names a pasted text over the limit on its own field, and does not move on', async () => {
    const { fetchMock, router } = quiz();
    await openFieldOfStudyStep();
    choose('Other');
    // A paste the browser did not cut at maxLength (or a text put in by script): 337 characters.
    fireEvent.change(otherField(), { target: { value: 'x'.repeat(337) } });
    fireEvent.click(next());

    expect(await screen.findByText('Must be at most 200 characters')).toBeTruthy();
    expect(otherField().getAttribute('aria-invalid')).toBe('true');
    expect(describedText(otherField())).toContain('Must be at most 200 characters');
    expect(screen.getByText('Step 2 of 6')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(otherField()));
    expect(router.state.location.search).toBe('?step=2');

    fireEvent.change(otherField(), { target: { value: 'Aviation' } });
    expect(screen.queryByText('Must be at most 200 characters')).toBeNull();
    fireEvent.click(next());
    expect(await screen.findByText('Step 3 of 6')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/applications')).toHaveLength(0);
  });

  it("puts the server's 400 on the field it names, on that field's step", async () => {
    quiz({
      'POST /api/applications': () =>
        json(
          {
            error: 'validation_error',
            message: 'Must be at most 2000 characters',
            details: [
              {
                field: 'additionalInfo.quizResponses.financialDetails',
                message: 'Must be at most 2000 characters',
              },
            ],
          },
          400,
        ),
    });
    await openFieldOfStudyStep();
    await answerTheRestAndSubmit();

    expect(await screen.findByText('Step 5 of 6')).toBeTruthy();
    const details = screen.getByRole('textbox', { name: 'Financial details (optional)' });
    expect(details.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(details)).toContain('Must be at most 2000 characters');
  });
});

describe('an active study path', () => {
  it('is found when the quiz opens: the toast, the words and a link to it, and no questions', async () => {
    quiz({
      'GET /api/applications': () =>
        json([
          {
            id: 'p-active',
            userId: student.id,
            status: 'docs_needed',
            specificProgram: null,
            fieldOfStudy: 'Nursing',
            paymentStatus: 'unpaid',
            createdAt: '2026-01-10T10:00:00.000Z',
            updatedAt: '2026-02-03T10:00:00.000Z',
          },
        ]),
    });
    const message =
      'You already have an active study path. Please close or complete your current path before creating a new one.';
    const toast = (
      await screen.findByText('Active Study Path Exists', {
        selector: '.mantine-Notification-title',
      })
    ).closest('.mantine-Notification-root') as HTMLElement;
    expect(within(toast).getByText(message)).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Active Study Path Exists' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your study path' }).getAttribute('href')).toBe(
      '/application/p-active',
    );
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('the answers kept in this tab', () => {
  it('come back after a reload, on the step the student was on', async () => {
    const first = quiz();
    await openFieldOfStudyStep();
    choose('Other');
    fireEvent.change(otherField(), { target: { value: 'Aviation' } });
    first.unmount();

    const { router } = quiz();
    expect(await screen.findByText('Step 2 of 6')).toBeTruthy();
    expect(radio('Other').checked).toBe(true);
    expect(otherField().value).toBe('Aviation');
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 6')).toBeTruthy();
    expect(radio('Diploma').checked).toBe(true);
  });

  it("follow the browser's Back and Forward between steps", async () => {
    const { router } = quiz();
    await openFieldOfStudyStep();
    choose('Law');
    fireEvent.click(next());
    expect(await screen.findByText('Step 3 of 6')).toBeTruthy();

    await router.navigate(-1);
    expect(await screen.findByText('Step 2 of 6')).toBeTruthy();
    expect(radio('Law').checked).toBe(true);
    await router.navigate(-1);
    expect(await screen.findByText('Step 1 of 6')).toBeTruthy();
    expect(radio('Diploma').checked).toBe(true);
    await router.navigate(1);
    expect(await screen.findByText('Step 2 of 6')).toBeTruthy();
    expect(radio('Law').checked).toBe(true);
  });

  it('are never shown to another student who signs in on the tab', async () => {
    window.sessionStorage.setItem(
      QUIZ_DRAFT_KEY,
      JSON.stringify({
        owner: 'someone-else',
        answers: { educationLevel: 'phd', fieldOfStudy: 'law' },
        stepIndex: 2,
      }),
    );
    quiz();
    expect(await screen.findByText('Step 1 of 6')).toBeTruthy();
    expect(radio('PhD').checked).toBe(false);
    expect(window.sessionStorage.getItem(QUIZ_DRAFT_KEY)).toBeNull();
  });

  it('are wiped at sign-out', async () => {
    quiz({ 'POST /api/auth/logout': () => json({ ok: true }) });
    await openFieldOfStudyStep();
    expect(window.sessionStorage.getItem(QUIZ_DRAFT_KEY)).toContain('diploma');

    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(window.sessionStorage.getItem(QUIZ_DRAFT_KEY)).toBeNull();
  });

  it('are wiped once the study path is created', async () => {
    const created = createdStudyPath();
    const { router } = quiz({
      'POST /api/applications': () => json(created, 201),
      'GET /api/applications/p-new': () => json(created),
    });
    await openFieldOfStudyStep();
    await answerTheRestAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/p-new'));
    expect(screen.queryByText('Active Study Path Exists')).toBeNull();
    expect(window.sessionStorage.getItem(QUIZ_DRAFT_KEY)).toBeNull();
  });
});
