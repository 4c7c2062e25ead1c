import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json } from '../../../test/fetch-mock.ts';
import {
  answeredInfoRequest,
  infoRequest,
  renderPathDetail,
} from '../../../test/fixtures/admin-application.ts';

const qaList = 'GET /api/admin/info-requests/application/p1';

const details = renderPathDetail;

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string) as unknown;
const question = (dialog: HTMLElement, number: number) =>
  within(dialog).getByRole('group', { name: `Question ${number}` });
const isRequired = (group: HTMLElement) =>
  within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Required' }).checked;

async function openRequestDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Request Information' }));
  return screen.findByRole('dialog', { name: 'Request Information' });
}

describe('/admin/applications/{id} information requests', () => {
  it('shows one Q&A entry per request: questions, Required badges, answers or awaiting', async () => {
    details({ [qaList]: () => json([infoRequest({ id: 'r2' }), answeredInfoRequest()]) });
    const card = await screen.findByRole('region', { name: 'Q&A Responses' });
    const [pending, answered] = await within(card).findAllByRole('article');

    expect(within(pending!).getByText('Pending')).toBeTruthy();
    expect(within(pending!).getByText('Sent Mar 2, 2026')).toBeTruthy();
    expect(within(pending!).getByText('What was your IELTS score?')).toBeTruthy();
    expect(within(pending!).getAllByText('Awaiting response...')).toHaveLength(2);
    // Only the first question is required.
    expect(within(pending!).getAllByText('Required')).toHaveLength(1);

    expect(within(answered!).getByText('Answered')).toBeTruthy();
    expect(within(answered!).getByText('Answered Mar 3, 2026')).toBeTruthy();
    expect(within(answered!).getByText('7.5')).toBeTruthy();
    expect(within(answered!).getByText('I can start in September.')).toBeTruthy();
    expect(within(answered!).queryByText('Awaiting response...')).toBeNull();
  });

  it('says so when no request has been sent about the path', async () => {
    details();
    const card = await screen.findByRole('region', { name: 'Q&A Responses' });
    expect(
      await within(card).findByText('No information requests for this study path yet.'),
    ).toBeTruthy();
  });

  it('starts with one required question, removable only while another remains', async () => {
    details();
    const dialog = await openRequestDialog();
    expect(within(dialog).getAllByRole('group')).toHaveLength(1);
    expect(isRequired(question(dialog, 1))).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /Remove question/ })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Question' }));
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);
    expect(isRequired(question(dialog, 2))).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Remove question 1' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove question 2' }));
    expect(within(dialog).getAllByRole('group')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /Remove question/ })).toBeNull();
  });

  it("refuses a blank question with 'Question is required' and sends nothing", async () => {
    const { fetchMock } = details();
    const dialog = await openRequestDialog();
    fireEvent.change(within(question(dialog, 1)).getByRole('textbox', { name: 'Question 1' }), {
      target: { value: '   ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('Question is required')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/info-requests')).toEqual([]);
  });

  it('sends the questions with generated ids and their Required flags, then refreshes Q&A', async () => {
    let sent = false;
    const { fetchMock } = details({
      [qaList]: () => json(sent ? [infoRequest()] : []),
      'POST /api/admin/info-requests': () => {
        sent = true;
        return json(infoRequest(), 201);
      },
    });
    const dialog = await openRequestDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question 1' }), {
      target: { value: '  What was your IELTS score? ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Question' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question 2' }), {
      target: { value: 'Anything else we should know?' },
    });
    fireEvent.click(within(question(dialog, 2)).getByRole('checkbox', { name: 'Required' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Information request sent to student')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST /api/admin/info-requests');
    const body = bodyOf(call) as {
      userId: string;
      applicationId: string;
      questions: { id: string; question: string; required: boolean }[];
    };
    expect(body.userId).toBe('u1');
    expect(body.applicationId).toBe('p1');
    expect(body.questions.map(({ question, required }) => ({ question, required }))).toEqual([
      { question: 'What was your IELTS score?', required: true },
      { question: 'Anything else we should know?', required: false },
    ]);
    const [first, second] = body.questions.map((item) => item.id);
    expect(first).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(first).not.toBe(second);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = screen.getByRole('region', { name: 'Q&A Responses' });
    expect(await within(card).findByText('What was your IELTS score?')).toBeTruthy();
    expect(callsTo(fetchMock, qaList)).toHaveLength(2);
  });

  it("keeps the dialog open with 'Failed to send information request' when refused", async () => {
    details({
      'POST /api/admin/info-requests': () =>
        json(
          {
            error: 'not_found',
            code: 'info_request.path_not_found',
            message: 'Study path not found for this student.',
          },
          404,
        ),
    });
    const dialog = await openRequestDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question 1' }), {
      target: { value: 'What was your IELTS score?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Failed to send information request')).toBeTruthy();
    expect(screen.getByText('Study path not found for this student.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Request Information' })).toBeTruthy();
  });
});
