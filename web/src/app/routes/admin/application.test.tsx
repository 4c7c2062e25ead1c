import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, type FetchHandler } from '../../../test/fetch-mock.ts';
import { admin, renderPathDetail, studyPath } from '../../../test/fixtures/admin-application.ts';

const update = (n: number) => ({
  id: `u${n}`,
  type: n % 2 === 0 ? 'status_change' : 'note_added',
  title: `Update ${n}`,
  description: null,
  isRead: false,
  createdAt: '2026-02-01T10:00:00.000Z',
  createdBy: { id: admin.id, email: admin.email },
});

const program = (id: string, title: string) => ({
  id,
  title,
  programLink: `https://example.ca/${id}`,
  institution: 'Seneca Polytechnic',
  location: 'Toronto, ON',
  duration: '3 years',
  tuition: null,
  intakeDate: null,
  description: null,
  requirements: null,
  imageUrl: null,
  // As the catalogue answers it (GET /api/admin/programs); attached links carry no such flag.
  isAttached: false,
});

const civil = program('prog1', 'Civil Engineering Technology');
const nursing = program('prog2', 'Practical Nursing');
const attachedCivil = {
  id: 'link1',
  program: civil,
  attachedAt: '2026-02-05T10:00:00.000Z',
  notes: 'Strong co-op partners',
};

/** The detail page, whose back link leads to an empty list. */
const details = (handlers: Record<string, FetchHandler> = {}) =>
  renderPathDetail({
    'GET /api/admin/applications?page=1&pageSize=20': () =>
      json({ items: [], total: 0, page: 1, pageSize: 20 }),
    ...handlers,
  });

const section = (name: string) => screen.getByRole('region', { name });
/** A badge's text, not the same words among a select's options. */
const badge = (container: HTMLElement, text: string) =>
  within(container).getByText(text, { selector: '.mantine-Badge-label' });
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string) as unknown;

async function openProgramsDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Manage Programs' }));
  return screen.findByRole('dialog', { name: 'Manage Programs' });
}

describe('/admin/applications/{id}', () => {
  it('shows the student, the path with its quiz responses, notes, status and payment', async () => {
    details();
    // Titled by whose path it is, in the page and in the browser tab.
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeTruthy();
    expect(screen.getByText('Study Path Detail')).toBeTruthy();
    expect(screen.getByText('ID: p1')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Ana Silva · Study Path · StudyPath'));

    const student = section('Student Information');
    for (const text of [
      'Ana Silva',
      'ana@example.com',
      'Apr 12, 2006',
      'Currently in High School',
      'Grade 12',
      'IELTS',
      '7.5',
      'Maria Silva',
    ]) {
      expect(within(student).getByText(text)).toBeTruthy();
    }
    // Current year, the two standardized test fields and the guardian's phone are empty.
    expect(within(student).getAllByText('Not provided')).toHaveLength(4);

    const path = section('Study Path Information');
    for (const text of [
      'Business & Management',
      "Bachelor's Degree",
      'With Co-op',
      'Ontario',
      'Fall 2027',
      'Family savings',
      'Jan 10, 2026',
    ]) {
      expect(within(path).getAllByText(text).length).toBeGreaterThan(0);
    }

    const notes = section('Notes');
    expect(within(notes).getByText('Send your transcript')).toBeTruthy();
    expect(within(notes).getByText('Strong candidate')).toBeTruthy();

    const status = section('Status & Actions');
    expect(badge(status, 'In Review')).toBeTruthy();
    expect(within(status).getByText('Paid')).toBeTruthy();
    expect(within(status).getByText('Premium (FREE)')).toBeTruthy();
    expect(within(status).getByText('Paid on Feb 3, 2026')).toBeTruthy();
  });

  it("links Message Student to the student's thread in Messages", async () => {
    details();
    const link = await screen.findByRole('link', { name: 'Message Student' });
    expect(link.getAttribute('href')).toBe('/admin/messages?student=u1');
  });

  it("is titled by the student's email while the profile has no name", async () => {
    details({
      'GET /api/admin/applications/p1': () =>
        json(studyPath({ legalFirstName: null, legalLastName: ' ' })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ana@example.com' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('ana@example.com · Study Path · StudyPath'));
  });

  it('marks a student under 18 with the minor badge beside their name', async () => {
    details({ 'GET /api/admin/applications/p1': () => json(studyPath({ isMinor: true })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeTruthy();
    expect(screen.getByText('Minor (under 18)')).toBeTruthy();
  });

  it('leaves Recent Activity out when the path has no updates', async () => {
    details();
    await screen.findByRole('region', { name: 'Student Information' });
    expect(screen.queryByRole('region', { name: 'Recent Activity' })).toBeNull();
  });

  it('shows the first 10 updates and how many there are in all', async () => {
    details({
      'GET /api/applications/p1/updates': () =>
        json(Array.from({ length: 12 }, (_, i) => update(i + 1))),
    });
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByText('Update 10')).toBeTruthy();
    expect(within(activity).queryByText('Update 11')).toBeNull();
    expect(within(activity).getByText('Showing first 10 of 12 updates')).toBeTruthy();
  });

  it('sends the chosen status with Update Status and confirms it', async () => {
    const { fetchMock } = details({
      'PATCH /api/admin/applications/p1/status': () => json(studyPath({ status: 'docs_needed' })),
    });
    const status = await screen.findByRole('region', { name: 'Status & Actions' });
    const update = within(status).getByRole('button', { name: 'Update Status' });
    expect(update.hasAttribute('disabled')).toBe(true);

    fireEvent.change(within(status).getByRole('combobox', { name: 'New Status' }), {
      target: { value: 'docs_needed' },
    });
    fireEvent.click(update);
    expect(await screen.findByText('Application status updated')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'PATCH /api/admin/applications/p1/status');
    expect(bodyOf(call)).toEqual({ status: 'docs_needed' });
    expect(badge(status, 'Documents Needed')).toBeTruthy();
  });

  it("shows 'Failed to update status' with the server's reason when refused", async () => {
    details({
      'PATCH /api/admin/applications/p1/status': () =>
        json(
          {
            error: 'conflict',
            code: 'study_path.other_active_path',
            message:
              'This student already has another active study path. Close or complete it before reopening this one.',
          },
          409,
        ),
    });
    const status = await screen.findByRole('region', { name: 'Status & Actions' });
    fireEvent.change(within(status).getByRole('combobox', { name: 'New Status' }), {
      target: { value: 'new' },
    });
    fireEvent.click(within(status).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Failed to update status')).toBeTruthy();
    expect(
      screen.getByText(
        'This student already has another active study path. Close or complete it before reopening this one.',
      ),
    ).toBeTruthy();
  });

  it('closes a path only with a reason', async () => {
    const { fetchMock } = details({
      'PATCH /api/admin/applications/p1/close': () =>
        json(
          studyPath({
            status: 'closed',
            closedReason: 'No response for 60 days',
            closedAt: '2026-03-01T10:00:00.000Z',
          }),
        ),
    });
    const status = await screen.findByRole('region', { name: 'Status & Actions' });
    fireEvent.click(within(status).getByRole('button', { name: 'Close Application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Application' });
    const confirm = within(dialog).getByRole('button', { name: 'Close Application' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    fireEvent.change(reason, { target: { value: ' No response for 60 days ' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Application Closed')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'PATCH /api/admin/applications/p1/close');
    expect(bodyOf(call)).toEqual({ reason: 'No response for 60 days' });

    // The closed path shows its reason and date, and cannot be closed again.
    expect(within(status).getByText('No response for 60 days')).toBeTruthy();
    expect(within(status).getByText('Closed on Mar 1, 2026')).toBeTruthy();
    expect(
      within(status).getByRole('button', { name: 'Close Application' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('deletes a path only after confirmation, then goes back to the list', async () => {
    const { fetchMock, router } = details({
      'DELETE /api/admin/applications/p1': () => new Response(null, { status: 204 }),
    });
    const status = await screen.findByRole('region', { name: 'Status & Actions' });
    fireEvent.click(within(status).getByRole('button', { name: 'Delete Application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Application' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/admin/applications/p1')).toEqual([]);

    fireEvent.click(within(status).getByRole('button', { name: 'Delete Application' }));
    const again = await screen.findByRole('dialog', { name: 'Delete Application' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete Application' }));
    expect(await screen.findByText('Application Deleted')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/applications/p1')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/applications'));
  });

  it('edits both notes behind the Edit toggle', async () => {
    const { fetchMock } = details({
      'PATCH /api/admin/applications/p1/notes': () =>
        json(studyPath({ adminNotes: 'Upload your passport', internalNotes: null })),
    });
    const notes = await screen.findByRole('region', { name: 'Notes' });
    fireEvent.click(within(notes).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(notes).getByRole('textbox', { name: 'Admin Notes' }), {
      target: { value: 'Upload your passport' },
    });
    fireEvent.change(within(notes).getByRole('textbox', { name: 'Internal Notes' }), {
      target: { value: '' },
    });
    fireEvent.click(within(notes).getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Notes updated successfully')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'PATCH /api/admin/applications/p1/notes');
    expect(bodyOf(call)).toEqual({ adminNotes: 'Upload your passport', internalNotes: '' });
    expect(within(notes).queryByRole('textbox')).toBeNull();
    expect(within(notes).getByText('Upload your passport')).toBeTruthy();
  });

  it('removes an attached program from the path', async () => {
    const { fetchMock } = details({
      'GET /api/applications/p1/programs': () => json([attachedCivil]),
      'DELETE /api/admin/applications/p1/programs/prog1': () => new Response(null, { status: 204 }),
    });
    const programs = await screen.findByRole('region', { name: 'Attached Programs' });
    expect(await within(programs).findByText('Strong co-op partners')).toBeTruthy();
    fireEvent.click(
      within(programs).getByRole('button', {
        name: 'Remove Civil Engineering Technology from this study path',
      }),
    );
    expect(await screen.findByText('Program removed from application')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/applications/p1/programs/prog1')).toHaveLength(1);
  });

  it("marks a program already on the path 'Attached', without edit or delete", async () => {
    details({
      'GET /api/applications/p1/programs': () => json([attachedCivil]),
      'GET /api/admin/programs': () => json([{ ...civil, isAttached: true }, nursing]),
    });
    await within(await screen.findByRole('region', { name: 'Attached Programs' })).findByText(
      'Civil Engineering Technology',
    );
    const dialog = await openProgramsDialog();
    const civilItem = (await within(dialog).findByText('Civil Engineering Technology')).closest(
      'li',
    ) as HTMLElement;
    expect(within(civilItem).getByText('Attached')).toBeTruthy();
    expect(within(civilItem).queryByRole('button')).toBeNull();

    const nursingItem = within(dialog).getByText('Practical Nursing').closest('li') as HTMLElement;
    expect(within(nursingItem).queryByText('Attached')).toBeNull();
    for (const name of ['Attach', 'Edit', 'Delete']) {
      expect(within(nursingItem).getByRole('button', { name: `${name} Practical Nursing` }));
    }
  });

  it("marks a program on another path 'Attached' and still offers to attach it, but not to edit or delete it", async () => {
    details({ 'GET /api/admin/programs': () => json([{ ...nursing, isAttached: true }]) });
    const dialog = await openProgramsDialog();
    const item = (await within(dialog).findByText('Practical Nursing')).closest(
      'li',
    ) as HTMLElement;
    expect(within(item).getByText('Attached')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Attach Practical Nursing' })).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Edit Practical Nursing' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Delete Practical Nursing' })).toBeNull();
  });

  it('attaches a program with optional notes', async () => {
    const { fetchMock } = details({
      'GET /api/admin/programs': () => json([nursing]),
      'POST /api/admin/applications/p1/programs': () =>
        json({ ...attachedCivil, id: 'link2', program: nursing, notes: 'Fits your budget' }, 201),
    });
    const dialog = await openProgramsDialog();
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Attach Practical Nursing' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Attach Program' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Notes (optional)' }), {
      target: { value: 'Fits your budget' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Attach Program' }));
    expect(await screen.findByText('Program attached to application')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST /api/admin/applications/p1/programs');
    expect(bodyOf(call)).toEqual({ programId: 'prog2', notes: 'Fits your budget' });
  });

  it('searches the catalogue on the server', async () => {
    details({
      'GET /api/admin/programs': () => json([civil, nursing]),
      'GET /api/admin/programs?search=nurs': () => json([nursing]),
    });
    const dialog = await openProgramsDialog();
    await within(dialog).findByText('Civil Engineering Technology');
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search programs' }), {
      target: { value: 'nurs' },
    });
    await waitFor(() =>
      expect(within(dialog).queryByText('Civil Engineering Technology')).toBeNull(),
    );
    expect(within(dialog).getByText('Practical Nursing')).toBeTruthy();
  });

  it("creates a program, refusing a missing title and a link that isn't a URL", async () => {
    const { fetchMock } = details({
      'GET /api/admin/programs': () => json([]),
      'POST /api/admin/programs': () => json(nursing, 201),
    });
    const dialog = await openProgramsDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Program' }));
    const form = await screen.findByRole('dialog', { name: 'Create Program' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Program Link' }), {
      target: { value: 'not a link' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Program' }));
    expect(await within(form).findByText('Program title is required')).toBeTruthy();
    expect(within(form).getByText('Must be a valid URL')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/programs')).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Program Title' }), {
      target: { value: 'Practical Nursing' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Program Link' }), {
      target: { value: 'https://example.ca/prog2' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Institution' }), {
      target: { value: 'Seneca Polytechnic' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Program' }));
    expect(await screen.findByText('Program created successfully')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST /api/admin/programs');
    expect(bodyOf(call)).toMatchObject({
      title: 'Practical Nursing',
      programLink: 'https://example.ca/prog2',
      institution: 'Seneca Polytechnic',
      location: null,
      imageUrl: null,
    });
  });

  it('uploads a program image and saves its address with the program', async () => {
    const { fetchMock } = details({
      'GET /api/admin/programs': () => json([nursing]),
      'POST /api/admin/programs/upload-image': () =>
        json({ imageUrl: '/api/program-images/abc.png' }, 201),
      'PATCH /api/admin/programs/prog2': () =>
        json({ ...nursing, imageUrl: '/api/program-images/abc.png' }),
    });
    const dialog = await openProgramsDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Edit Practical Nursing' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Program' });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(form).findByText('Choose a JPG or PNG image.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/programs/upload-image')).toEqual([]);

    fireEvent.change(input, {
      target: { files: [new File(['png'], 'campus.png', { type: 'image/png' })] },
    });
    const preview = await within(form).findByRole('img', { name: 'Program image preview' });
    expect(preview.getAttribute('src')).toBe('/api/program-images/abc.png');
    const [upload] = callsTo(fetchMock, 'POST /api/admin/programs/upload-image');
    const sent = (upload?.[1] as RequestInit).body as FormData;
    expect(sent.get('category')).toBe('program_image');
    expect((sent.get('file') as File).name).toBe('campus.png');

    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Program updated successfully')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'PATCH /api/admin/programs/prog2');
    expect(bodyOf(call)).toMatchObject({ imageUrl: '/api/program-images/abc.png' });
  });

  it("shows the server's message when an image upload fails", async () => {
    details({
      'GET /api/admin/programs': () => json([]),
      'POST /api/admin/programs/upload-image': () =>
        json(
          {
            error: 'bad_request',
            code: 'program_image.not_an_image',
            message: 'Only JPG and PNG images can be uploaded.',
          },
          400,
        ),
    });
    const dialog = await openProgramsDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Program' }));
    const form = await screen.findByRole('dialog', { name: 'Create Program' });
    fireEvent.change(form.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['gif'], 'fake.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Failed to upload image')).toBeTruthy();
    expect(screen.getByText('Only JPG and PNG images can be uploaded.')).toBeTruthy();
    expect(within(form).queryByRole('img', { name: 'Program image preview' })).toBeNull();
  });

  it('deletes a program after confirmation, with the reason when the server refuses', async () => {
    const { fetchMock } = details({
      'GET /api/admin/programs': () => json([nursing]),
      'DELETE /api/admin/programs/prog2': () =>
        json(
          {
            error: 'conflict',
            code: 'program.attached_cannot_delete',
            message: 'This program is attached to a study path and cannot be deleted.',
          },
          409,
        ),
    });
    const dialog = await openProgramsDialog();
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Delete Practical Nursing' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete Program' });
    expect(callsTo(fetchMock, 'DELETE /api/admin/programs/prog2')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Program' }));
    expect(await screen.findByText('Failed to delete program')).toBeTruthy();
    expect(
      screen.getByText('This program is attached to a study path and cannot be deleted.'),
    ).toBeTruthy();
  });

  it('says so when the path does not exist', async () => {
    details({
      'GET /api/admin/applications/p1': () =>
        json({ error: 'not_found', message: 'Not found' }, 404),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Study path not found' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Study Paths' })).toBeTruthy();
  });
});
