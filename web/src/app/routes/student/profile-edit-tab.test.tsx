import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { field, tab, withProfile } from '../../../test/profile-edit-helpers.ts';
import { profileAnswer } from '../../../test/fixtures/profile.ts';

// The dashboard's consent card links to the guardian's email (issue 26): the address names the tab.
describe('/profile/edit?tab=', () => {
  it('opens the Guardian tab it names, with the guardian email in reach', async () => {
    withProfile(profileAnswer({ guardianEmail: 'claire@example.com' }));
    renderApp('/profile/edit?tab=guardian');
    expect(
      (await screen.findByRole('tab', { name: /^Guardian/ })).getAttribute('aria-selected'),
    ).toBe('true');
    expect((field('Guardian Email') as HTMLInputElement).value).toBe('claire@example.com');
  });

  it.each([
    ['an unknown tab', '/profile/edit?tab=elsewhere'],
    ['a tab that cannot open yet', '/profile/edit?tab=academic'],
  ])('opens Personal Info for %s', async (_case, path) => {
    withProfile();
    renderApp(path);
    expect(
      (await screen.findByRole('tab', { name: 'Personal Info' })).getAttribute('aria-selected'),
    ).toBe('true');
    expect(tab('Academic').getAttribute('aria-selected')).toBe('false');
  });
});
