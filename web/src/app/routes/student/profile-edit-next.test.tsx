import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { tab, withProfile } from '../../../test/profile-edit-helpers.ts';
import { profileAnswer } from '../../../test/fixtures/profile.ts';

// On a phone the later tabs are scrolled out of the tab row (issue 24): the form leads on.
describe('/profile/edit Next button', () => {
  it('opens each following tab in turn and is gone on the last one', async () => {
    withProfile(profileAnswer({ pathway: 'college_current' }));
    renderApp('/profile/edit');
    const next = await screen.findByRole('button', { name: 'Next: Education' });
    expect(next.textContent).toBe('Next');

    fireEvent.click(next);
    expect(tab('Education').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next: Academic' }));
    expect(tab('Academic').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next: Guardian' }));
    expect(tab('Guardian (Optional)').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next: Additional' }));
    expect(tab('Additional').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('button', { name: /^Next/ })).toBeNull();
  });

  it('passes over the Academic tab while no pathway is chosen', async () => {
    withProfile();
    renderApp('/profile/edit');
    fireEvent.click(await screen.findByRole('tab', { name: 'Education' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next: Guardian' }));
    expect(tab('Guardian (Optional)').getAttribute('aria-selected')).toBe('true');
  });
});
