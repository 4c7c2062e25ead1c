// What the /profile/edit tests share: the API answers of a signed-in student and ways to reach
// the form's tabs and fields as a person names them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, mockFetch } from './fetch-mock.ts';
import { profileAnswer, student } from './fixtures/profile.ts';

const csrf = { 'GET /api/csrf-token': () => json({ csrfToken: 't' }) };

/** The signed-in student `student` with `profile`, plus any further answers in `extra`. */
export function withProfile(profile = profileAnswer(), extra = {}) {
  return mockFetch({
    'GET /api/auth/me': () => json(student),
    'GET /api/user/profile': () => json(profile),
    ...csrf,
    ...extra,
  });
}

export const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
/** The input a label names (a Select's list is labelled by it too, so take the control). */
export const field = (label: string) => {
  const [control] = screen
    .getAllByLabelText(new RegExp(`^${label}`))
    .filter((node) => ['INPUT', 'BUTTON', 'TEXTAREA'].includes(node.tagName));
  if (!control) throw new Error(`No field labelled ${label}`);
  return control;
};

/**
 * Opens a Select and clicks one of its options. jsdom has no layout, so Floating UI believes the
 * input is scrolled out of view and hides a reopened dropdown with display: none; the options are
 * looked up in the list the input controls, hidden or not.
 */
export async function choose(label: string, option: string) {
  const input = field(label);
  fireEvent.click(input);
  const list = await waitFor(() => {
    const node = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!node) throw new Error(`The options of ${label} did not open`);
    return node;
  });
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}
