import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_DRAFT_KEY } from '../../../features/profile/lib/clear-profile-draft.ts';
import { json } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { field, withProfile } from '../../../test/profile-edit-helpers.ts';
import { completeProfile, student } from '../../../test/fixtures/profile.ts';

const notComplete = { ...completeProfile, completionPercentage: 90 };
const storedDraft = () => window.sessionStorage.getItem(PROFILE_DRAFT_KEY);
const DIALOG_TITLE = 'Discard unsaved changes?';
const discardDialog = () => screen.queryByText(DIALOG_TITLE);

/**
 * The dialog, found by its title and checked to be the dialog that title names. (Role queries
 * over the whole form are slow in jsdom: they compute every element's role and visibility.) A
 * blocked navigation re-renders the form as a transition, which jsdom can take over a second for.
 */
async function findDiscardDialog(): Promise<HTMLElement> {
  const title = await screen.findByText(DIALOG_TITLE, {}, { timeout: 12_000 });
  const dialog = title.closest<HTMLElement>('[role="dialog"]');
  if (!dialog || dialog.getAttribute('aria-labelledby') !== title.id) {
    throw new Error('The title does not name a dialog');
  }
  return dialog;
}

async function openFormAndRename(preferredName = 'Aninha') {
  const view = renderApp('/profile/edit');
  fireEvent.change(await screen.findByLabelText(/^Preferred Name/), {
    target: { value: preferredName },
  });
  return view;
}

function sidebarLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Student navigation' })).getByRole('link', {
    name,
  });
}

/** Whether the page asked the browser to confirm closing or reloading the tab. */
function tabCloseIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('/profile/edit with unsaved changes', () => {
  it('asks before a sidebar link leaves, and Keep editing stays with the changes', async () => {
    withProfile(notComplete);
    const { router } = await openFormAndRename();
    fireEvent.click(sidebarLink('Dashboard'));

    const dialog = await findDiscardDialog();
    expect(
      within(dialog).getByText(
        'You have changes that are not saved yet. If you leave this page now, they will be lost.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Keep editing' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));

    await waitFor(() => expect(discardDialog()).toBeNull());
    expect(router.state.location.pathname).toBe('/profile/edit');
    expect(screen.getByDisplayValue('Aninha')).toBeTruthy();
    expect(storedDraft()).not.toBeNull();
  });

  it('leaves on Discard changes and forgets the draft', async () => {
    withProfile(notComplete);
    const { router } = await openFormAndRename();
    expect(storedDraft()).not.toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    fireEvent.click(
      within(await findDiscardDialog()).getByRole('button', { name: 'Discard changes' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(storedDraft()).toBeNull();
  });

  it('asks on Cancel and on the browser back button too', async () => {
    withProfile(notComplete);
    const { router } = renderApp('/profile/edit', { visitedBefore: ['/profile'] });
    fireEvent.change(await screen.findByLabelText(/^Preferred Name/), {
      target: { value: 'Aninha' },
    });

    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    fireEvent.click(
      within(await findDiscardDialog()).getByRole('button', { name: 'Keep editing' }),
    );
    await waitFor(() => expect(discardDialog()).toBeNull());

    void router.navigate(-1);
    fireEvent.click(
      within(await findDiscardDialog()).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('asks the browser to confirm closing or reloading the tab only while changes are unsaved', async () => {
    withProfile(notComplete);
    renderApp('/profile/edit');
    const preferredName = await screen.findByLabelText(/^Preferred Name/);
    expect(tabCloseIsQuestioned()).toBe(false);
    fireEvent.change(preferredName, { target: { value: 'Aninha' } });
    expect(tabCloseIsQuestioned()).toBe(true);
    // Typing the saved value back is no change.
    fireEvent.change(preferredName, { target: { value: '' } });
    expect(tabCloseIsQuestioned()).toBe(false);
    expect(storedDraft()).toBeNull();
  });

  it('leaves without asking when nothing changed', async () => {
    withProfile(notComplete);
    const { router } = renderApp('/profile/edit');
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(discardDialog()).toBeNull();
  });

  it('does not ask once the changes are saved, and forgets the draft', async () => {
    withProfile(notComplete, { 'PUT /api/user/profile': () => json(notComplete) });
    const { router } = await openFormAndRename();
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(storedDraft()).toBeNull();
    expect(tabCloseIsQuestioned()).toBe(false);

    fireEvent.click(sidebarLink('Dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(discardDialog()).toBeNull();
  });
});

describe('the profile draft', () => {
  it('keeps unsaved changes in this tab across a reload, over the profile as loaded', async () => {
    withProfile(notComplete);
    const first = await openFormAndRename();
    expect(JSON.parse(storedDraft() ?? 'null')).toEqual({
      owner: student.id,
      changes: { preferredName: 'Aninha' },
    });
    expect(window.localStorage.length).toBe(0);
    first.unmount();

    // The profile changed elsewhere meanwhile: the draft brings back only the student's edit.
    withProfile({ ...notComplete, legalLastName: 'Souza Lima' });
    const { router } = renderApp('/profile/edit');
    expect(await screen.findByDisplayValue('Aninha')).toBeTruthy();
    expect((field('Legal Last Name') as HTMLInputElement).value).toBe('Souza Lima');
    expect(tabCloseIsQuestioned()).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await findDiscardDialog()).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/edit');
  });

  it("is never restored for someone else, who does not see the previous student's data", async () => {
    window.sessionStorage.setItem(
      PROFILE_DRAFT_KEY,
      JSON.stringify({ owner: 'someone-else', changes: { preferredName: 'Aninha' } }),
    );
    withProfile(notComplete);
    renderApp('/profile/edit');
    expect(await screen.findByDisplayValue('Ana')).toBeTruthy();
    expect(screen.queryByDisplayValue('Aninha')).toBeNull();
    expect(storedDraft()).toBeNull();
  });
});
