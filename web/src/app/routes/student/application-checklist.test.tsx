import { checklistRules } from '@studypath/domain/checklist';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  checklistItems,
  proofOfFunds,
  studyPathChecklist,
} from '../../../test/fixtures/checklist.ts';
import { callsTo, json } from '../../../test/fetch-mock.ts';
import {
  checklistItemNamed,
  checklistSection,
  renderStudentPath,
  requestBodyOf,
  studentChecklistUrl,
} from '../../../test/student-path-page.ts';

const answersUrl = 'PUT /api/applications/p1/checklist/answers';

const ruleOf = (id: string) => checklistRules.find((rule) => rule.id === id)!;

describe('/application/{id} document checklist', () => {
  it('shows the progress and each item with its state, reason, upload, category and sources', async () => {
    renderStudentPath();
    const section = await checklistSection();
    expect(
      await within(section).findByRole('progressbar', { name: 'Checklist progress' }),
    ).toBeTruthy();
    expect(within(section).getByText('1 of 6 done')).toBeTruthy();
    expect(within(section).getAllByRole('article')).toHaveLength(6);

    const passport = await checklistItemNamed('Passport');
    expect(within(passport).getByText('Uploaded')).toBeTruthy();
    expect(within(passport).getByText(ruleOf('passport').reason)).toBeTruthy();
    expect(within(passport).getByText(ruleOf('passport').upload)).toBeTruthy();
    expect(within(passport).getByText('Upload it under the category: Passport')).toBeTruthy();
    const source = within(passport).getByRole('link', { name: /^Source: canada\.ca/ });
    expect(source.getAttribute('href')).toBe(checklistItems.passport.sources[0]!.url);
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
    expect(within(passport).getByText('checked Nov 26, 2026')).toBeTruthy();

    expect(
      within(await checklistItemNamed('Letter of acceptance')).getByText('Accepted'),
    ).toBeTruthy();
    expect(within(await checklistItemNamed('Photo')).getByText('Needs changes')).toBeTruthy();
    const pal = await checklistItemNamed('Provincial attestation letter (PAL)');
    expect(within(pal).getByText('To do')).toBeTruthy();
    expect(
      within(pal).getByText(
        'The portal cannot know whether this is needed. Answer the question and the checklist updates.',
      ),
    ).toBeTruthy();
    expect(
      within(pal).getByRole('radiogroup', {
        name: 'Is your school a public or a private institution?',
      }),
    ).toBeTruthy();
  });

  it('shows the proof-of-funds amount in CAD and how it was computed, and asks for the family', async () => {
    renderStudentPath();
    const funds = await checklistItemNamed('Proof of financial support');
    expect(within(funds).getByText('Amount to show: CA$59,895')).toBeTruthy();
    expect(within(funds).getByText('CA$35,000')).toBeTruthy();
    expect(
      within(funds).getByText('From the top of the budget range chosen in the quiz'),
    ).toBeTruthy();
    expect(within(funds).getByText('CA$22,895')).toBeTruthy();
    expect(within(funds).getByText("IRCC's amount for studies outside Quebec")).toBeTruthy();
    expect(within(funds).getByText('for 1 person')).toBeTruthy();
    expect(within(funds).getByText('amounts in force since Sep 1, 2025')).toBeTruthy();
    expect(within(funds).getByText('CA$2,000')).toBeTruthy();
    expect(within(funds).getByText('Total')).toBeTruthy();
    expect(
      within(funds)
        .getAllByRole('link', { name: /^Source: / })
        .map((a) => a.textContent),
    ).toEqual(['Source: canada.ca (opens in a new tab)', 'Source: quebec.ca (opens in a new tab)']);
    expect(
      within(funds).getByRole('textbox', { name: 'How many family members will come with you?' }),
    ).toBeTruthy();
  });

  it('says "at least" where a part may be higher, and the family size once answered', async () => {
    renderStudentPath({
      [studentChecklistUrl]: () =>
        json(
          studyPathChecklist({
            answers: { familyMembersComing: 2 },
            proofOfFunds: proofOfFunds({
              tuitionCents: 0,
              tuitionBasis: 'unknown',
              tuitionIsAtLeast: true,
              livingCents: 3_504_000,
              familySize: 3,
              familySizeBasis: 'answered',
              travelCents: 600_000,
              totalCents: 4_104_000,
              totalIsAtLeast: true,
            }),
          }),
        ),
    });
    const funds = await checklistItemNamed('Proof of financial support');
    expect(within(funds).getByText('Amount to show: at least CA$41,040')).toBeTruthy();
    expect(within(funds).getByText('Unknown')).toBeTruthy();
    expect(within(funds).getByText('for a family of 3')).toBeTruthy();
    expect(within(funds).queryByRole('textbox')).toBeNull();
    const answers = await within(await checklistSection()).findByRole('list', {
      name: 'Answers given',
    });
    expect(within(answers).getByText('2 family members')).toBeTruthy();
  });

  it('saves an answer with a PUT, confirms with a toast, and shows the checklist that follows', async () => {
    let checklist = studyPathChecklist();
    const { fetchMock } = renderStudentPath({
      [studentChecklistUrl]: () => json(checklist),
      [answersUrl]: () => {
        const { pal: _pal, ...rest } = checklistItems;
        checklist = studyPathChecklist({
          items: Object.values(rest),
          answers: { institutionType: 'public' },
          progress: { done: 1, total: 5 },
        });
        return json(checklist);
      },
    });
    const pal = await checklistItemNamed('Provincial attestation letter (PAL)');
    fireEvent.click(within(pal).getByRole('radio', { name: 'Public' }));
    fireEvent.click(within(pal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Answer saved')).toBeTruthy();
    expect(requestBodyOf(callsTo(fetchMock, answersUrl)[0])).toEqual({ institutionType: 'public' });
    const section = await checklistSection();
    await waitFor(() =>
      expect(
        within(section).queryByRole('article', { name: 'Provincial attestation letter (PAL)' }),
      ).toBeNull(),
    );
    expect(within(section).getByText('1 of 5 done')).toBeTruthy();
    expect(
      within(section).getByText('Is your school a public or a private institution?'),
    ).toBeTruthy();
    expect(within(section).getByRole('button', { name: /^Change answer/ })).toBeTruthy();
  });

  it('sends the number of family members coming', async () => {
    const { fetchMock } = renderStudentPath({ [answersUrl]: () => json(studyPathChecklist()) });
    const funds = await checklistItemNamed('Proof of financial support');
    fireEvent.change(
      within(funds).getByRole('textbox', { name: 'How many family members will come with you?' }),
      { target: { value: '2' } },
    );
    fireEvent.click(within(funds).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Answer saved')).toBeTruthy();
    expect(requestBodyOf(callsTo(fetchMock, answersUrl)[0])).toEqual({ familyMembersComing: 2 });
  });

  it('asks for an answer before saving, and sends nothing', async () => {
    const { fetchMock } = renderStudentPath();
    const medical = await checklistItemNamed('Medical exam');
    fireEvent.click(within(medical).getByRole('button', { name: 'Save' }));
    expect(await within(medical).findByText('Give an answer first.')).toBeTruthy();
    expect(callsTo(fetchMock, answersUrl)).toEqual([]);
  });

  it('says so when the checklist cannot be loaded, and loads it on Try again', async () => {
    let isDown = true;
    renderStudentPath({
      [studentChecklistUrl]: () =>
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
