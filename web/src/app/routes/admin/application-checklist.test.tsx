import { checklistRules } from '@studypath/domain/checklist';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studyPathChecklist } from '../../../test/fixtures/checklist.ts';
import { callsTo, json } from '../../../test/fetch-mock.ts';
import { renderPathDetail } from '../../../test/fixtures/admin-application.ts';

const checklistUrl = 'GET /api/admin/applications/p1/checklist';
const answersUrl = 'PUT /api/admin/applications/p1/checklist/answers';

const checklistSection = () => screen.findByRole('region', { name: 'Document checklist' });
const itemNamed = async (name: string) =>
  within(await checklistSection()).findByRole('article', { name });
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string) as unknown;

describe('/admin/applications/{id} document checklist', () => {
  it('shows the items, their states, reasons and sources, and the proof of funds', async () => {
    renderPathDetail({ [checklistUrl]: () => json(studyPathChecklist()) });
    const section = await checklistSection();
    expect(
      await within(section).findByRole('progressbar', { name: 'Checklist progress' }),
    ).toBeTruthy();
    expect(within(section).getByText('1 of 6 done')).toBeTruthy();

    const passport = await itemNamed('Passport');
    expect(within(passport).getByText('Uploaded')).toBeTruthy();
    expect(within(passport).getByText(checklistRules[0]!.reason)).toBeTruthy();
    expect(within(passport).getByRole('link', { name: /^Source: canada\.ca/ })).toBeTruthy();

    const funds = await itemNamed('Proof of financial support');
    expect(within(funds).getByText('Amount to show: CA$59,895')).toBeTruthy();
    expect(
      within(funds).getByText('Upload it under the category: Financial Document'),
    ).toBeTruthy();
    // The consultant is asked about the student.
    expect(
      within(funds).getByRole('textbox', {
        name: 'How many family members will come with the student?',
      }),
    ).toBeTruthy();
    expect(
      within(await itemNamed('Provincial attestation letter (PAL)')).getByRole('radiogroup', {
        name: "Is the student's school a public or a private institution?",
      }),
    ).toBeTruthy();
  });

  it('answers a question on an item through the admin endpoint', async () => {
    const { fetchMock } = renderPathDetail({
      [checklistUrl]: () => json(studyPathChecklist()),
      [answersUrl]: () => json(studyPathChecklist({ answers: { needsMedicalExam: true } })),
    });
    const medical = await itemNamed('Medical exam');
    fireEvent.click(within(medical).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(medical).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Answer saved')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, answersUrl)[0])).toEqual({ needsMedicalExam: true });
    expect(callsTo(fetchMock, 'PUT /api/applications/p1/checklist/answers')).toEqual([]);
  });

  it('changes an answer already given', async () => {
    let answered = { needsMedicalExam: false };
    const { fetchMock } = renderPathDetail({
      [checklistUrl]: () => json(studyPathChecklist({ answers: answered })),
      [answersUrl]: () => {
        answered = { needsMedicalExam: true };
        return json(studyPathChecklist({ answers: answered }));
      },
    });
    const section = await checklistSection();
    const answers = await within(section).findByRole('list', { name: 'Answers given' });
    expect(within(answers).getByText('No')).toBeTruthy();
    fireEvent.click(within(answers).getByRole('button', { name: /^Change answer/ }));
    const group = within(answers).getByRole('radiogroup', { name: /did the student live/ });
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(answers).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Answer saved')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, answersUrl)[0])).toEqual({ needsMedicalExam: true });
    expect(await within(answers).findByText('Yes')).toBeTruthy();
    expect(within(answers).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says so when the checklist cannot be loaded, and loads it on Try again', async () => {
    let isDown = true;
    renderPathDetail({
      [checklistUrl]: () =>
        isDown
          ? json({ error: 'internal', message: 'Internal error' }, 500)
          : json(studyPathChecklist()),
    });
    const section = await checklistSection();
    expect(await within(section).findByText('Could not load the document checklist.')).toBeTruthy();
    isDown = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('article', { name: 'Passport' })).toBeTruthy();
  });
});
