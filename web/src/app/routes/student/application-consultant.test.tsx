import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json } from '../../../test/fetch-mock.ts';
import { renderStudentPath } from '../../../test/student-path-page.ts';

const CONSULTANT = 'GET /api/applications/p1/consultant';
const HOUR = 3_600_000;

/** The page is in once its title shows. */
const pageShown = () => screen.findByRole('heading', { level: 1, name: 'Study Path Details' });

describe('/application/{id} consultant', () => {
  it('names the consultant and how soon they typically answer', async () => {
    renderStudentPath({
      [CONSULTANT]: () =>
        json({ displayName: 'Lea Tremblay', typicalAnswerMs: 19 * HOUR + 40 * 60_000 }),
    });
    expect(await screen.findByText('Your consultant: Lea Tremblay')).toBeTruthy();
    expect(screen.getByText('Typically answers within 19 h')).toBeTruthy();
  });

  it('leaves out the typical answer time until their answers give one', async () => {
    renderStudentPath({
      [CONSULTANT]: () => json({ displayName: 'Lea Tremblay', typicalAnswerMs: null }),
    });
    expect(await screen.findByText('Your consultant: Lea Tremblay')).toBeTruthy();
    expect(screen.queryByText(/Typically answers within/)).toBeNull();
  });

  it('shows nothing of a consultant while nobody holds the path', async () => {
    const { fetchMock } = renderStudentPath({ [CONSULTANT]: () => json(null) });
    await pageShown();
    await waitFor(() => expect(callsTo(fetchMock, CONSULTANT)).toHaveLength(1));
    expect(screen.queryByText(/^Your consultant: /)).toBeNull();
    expect(screen.queryByText(/Typically answers/)).toBeNull();
  });
});
