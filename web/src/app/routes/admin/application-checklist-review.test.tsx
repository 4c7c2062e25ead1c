import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  checklistItems,
  customChecklistItem,
  studyPathChecklist,
} from '../../../test/fixtures/checklist.ts';
import { callsTo, json, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderPathDetail } from '../../../test/fixtures/admin-application.ts';

const checklistUrl = 'GET /api/admin/applications/p1/checklist';
const reviewUrl = (itemId: string) =>
  `PUT /api/admin/applications/p1/checklist/items/${itemId}/review`;
const itemsUrl = 'POST /api/admin/applications/p1/checklist/items';
const custom = customChecklistItem();
const customUrl = `DELETE /api/admin/applications/p1/checklist/items/${custom.id}`;

const checklistSection = () => screen.findByRole('region', { name: 'Document checklist' });
const itemNamed = async (name: string) =>
  within(await checklistSection()).findByRole('article', { name });
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string) as unknown;

const withCustom = () => studyPathChecklist({ items: [...Object.values(checklistItems), custom] });

/** The path with the fixture's checklist and a custom item; each write answers as the test says. */
function pathDetail(handlers: Record<string, FetchHandler> = {}) {
  return renderPathDetail({ [checklistUrl]: () => json(withCustom()), ...handlers });
}

describe('/admin/applications/{id} checklist review', () => {
  it('offers each move where it applies, each button named by its item', async () => {
    pathDetail();
    const passport = await itemNamed('Passport');
    for (const name of [
      'Accept: Passport',
      'Ask for changes: Passport',
      'Mark as not needed: Passport',
    ]) {
      expect(within(passport).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(passport).queryByRole('button', { name: /^Reopen/ })).toBeNull();
    expect(within(passport).queryByRole('button', { name: /^Remove item/ })).toBeNull();
    expect(within(passport).queryByRole('button', { name: /^Upload/ })).toBeNull();

    // Nothing uploaded: only a waiver.
    const pal = await itemNamed('Provincial attestation letter (PAL)');
    expect(within(pal).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(
      within(pal).getByRole('button', {
        name: 'Mark as not needed: Provincial attestation letter (PAL)',
      }),
    ).toBeTruthy();

    const letter = await itemNamed('Letter of acceptance');
    expect(
      within(letter).getByRole('button', { name: 'Reopen: Letter of acceptance' }).textContent,
    ).toBe('Reopen');
    expect(within(letter).queryByRole('button', { name: /^Accept/ })).toBeNull();

    const own = await itemNamed('Bank reference letter');
    expect(
      within(own).getByRole('button', { name: 'Remove item: Bank reference letter' }),
    ).toBeTruthy();
  });

  it('accepts an uploaded item', async () => {
    let checklist = withCustom();
    const { fetchMock } = pathDetail({
      [checklistUrl]: () => json(checklist),
      [reviewUrl('passport')]: () => {
        const passport = {
          ...checklistItems.passport,
          state: 'accepted',
          review: { decision: 'accepted', reason: null, decidedAt: '2026-11-26T15:00:00Z' },
        };
        checklist = studyPathChecklist({ items: [passport] });
        return json(checklist);
      },
    });
    fireEvent.click(
      within(await itemNamed('Passport')).getByRole('button', { name: 'Accept: Passport' }),
    );
    expect(await screen.findByText('Item accepted')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, reviewUrl('passport'))[0])).toEqual({
      decision: 'accepted',
    });
    expect(
      await within(await itemNamed('Passport')).findByText('Accepted on Nov 26, 2026'),
    ).toBeTruthy();
  });

  it('asks for changes with a required reason', async () => {
    const { fetchMock } = pathDetail({
      [reviewUrl('passport')]: () => json(studyPathChecklist()),
    });
    fireEvent.click(
      within(await itemNamed('Passport')).getByRole('button', {
        name: 'Ask for changes: Passport',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask for changes: Passport' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Give a reason the student can act on.')).toBeTruthy();
    expect(callsTo(fetchMock, reviewUrl('passport'))).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: '  The scan is cut off at the bottom.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Changes requested')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, reviewUrl('passport'))[0])).toEqual({
      decision: 'needs_changes',
      reason: 'The scan is cut off at the bottom.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks an item as not needed with a reason', async () => {
    const { fetchMock } = pathDetail({
      [reviewUrl('medical-exam')]: () => json(studyPathChecklist()),
    });
    fireEvent.click(
      within(await itemNamed('Medical exam')).getByRole('button', {
        name: 'Mark as not needed: Medical exam',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark as not needed: Medical exam' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Exam done for the 2025 application.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as not needed' }));
    expect(await screen.findByText('Marked as not needed')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, reviewUrl('medical-exam'))[0])).toEqual({
      decision: 'not_needed',
      reason: 'Exam done for the 2025 application.',
    });
  });

  it('reopens a reviewed item', async () => {
    const { fetchMock } = pathDetail({
      [reviewUrl('letter-of-acceptance')]: () => json(studyPathChecklist()),
    });
    fireEvent.click(
      within(await itemNamed('Letter of acceptance')).getByRole('button', {
        name: 'Reopen: Letter of acceptance',
      }),
    );
    expect(await screen.findByText('Item reopened')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, reviewUrl('letter-of-acceptance'))[0])).toEqual({
      decision: 'reopened',
    });
  });

  it("says the server's refusal when there is nothing to review", async () => {
    pathDetail({
      [reviewUrl('passport')]: () =>
        json({ error: 'checklist.nothing_to_review', message: 'Nothing to review' }, 409),
    });
    fireEvent.click(
      within(await itemNamed('Passport')).getByRole('button', { name: 'Accept: Passport' }),
    );
    expect(
      await screen.findByText(
        'No document has been uploaded for this item yet. Accept or ask for changes once there is one.',
      ),
    ).toBeTruthy();
  });

  it('adds a custom item with its title, details and category', async () => {
    let checklist = studyPathChecklist();
    const { fetchMock } = pathDetail({
      [checklistUrl]: () => json(checklist),
      [itemsUrl]: () => {
        checklist = withCustom();
        return json(checklist, 201);
      },
    });
    const section = await checklistSection();
    const form = await within(section).findByRole('form', { name: 'Add item' });
    expect(within(section).queryByRole('article', { name: 'Bank reference letter' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await within(form).findByText('Enter a title (up to 120 characters)')).toBeTruthy();
    expect(callsTo(fetchMock, itemsUrl)).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Bank reference letter' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Details' }), {
      target: { value: 'Signed by your branch manager.' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Category' }), {
      target: { value: 'financial' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Item added')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, itemsUrl)[0])).toEqual({
      title: 'Bank reference letter',
      details: 'Signed by your branch manager.',
      category: 'financial',
    });
    expect(await itemNamed('Bank reference letter')).toBeTruthy();
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Title/ }).value).toBe('');
  });

  it('removes a custom item after asking', async () => {
    let checklist = withCustom();
    const { fetchMock } = pathDetail({
      [checklistUrl]: () => json(checklist),
      [customUrl]: () => {
        checklist = studyPathChecklist();
        return json(checklist);
      },
    });
    fireEvent.click(
      within(await itemNamed('Bank reference letter')).getByRole('button', {
        name: 'Remove item: Bank reference letter',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this item?' });
    expect(callsTo(fetchMock, customUrl)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove item' }));
    expect(await screen.findByText('Item removed')).toBeTruthy();
    expect(callsTo(fetchMock, customUrl)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Bank reference letter' })).toBeNull(),
    );
  });
});
