import { describe, expect, it } from 'vitest';
import { adminThread } from '../../../../test/fixtures/message.ts';
import { studentChoices } from './student-choices.ts';

const application = (userId: string, email: string, first: string | null, last: string | null) => ({
  id: `p-${userId}`,
  userId,
  status: 'in_review' as const,
  fieldOfStudy: null,
  programPreferences: null,
  intendedInstitutions: null,
  paymentStatus: 'unpaid' as const,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  email,
  legalFirstName: first,
  legalLastName: last,
  consultantId: null,
  consultantName: null,
});

describe('studentChoices', () => {
  it('offers each student once, by name and email (email alone without a name), sorted', () => {
    const choices = studentChoices({
      threads: [adminThread(), adminThread({ id: 't2' })].map((thread) => ({
        ...thread,
        status: 'active' as const,
      })),
      applications: [
        application('s2', 'li@example.com', null, null),
        application('s1', 'ana.souza@example.com', 'Ana', 'Souza'),
      ],
      requiredId: null,
      unknownLabel: 'Selected student',
    });
    expect(choices).toEqual([
      { value: 's1', label: 'Ana Souza (ana.souza@example.com)' },
      { value: 's2', label: 'li@example.com' },
    ]);
  });

  it('always offers the student the screen was opened for', () => {
    expect(
      studentChoices({
        threads: [],
        applications: [],
        requiredId: 's9',
        unknownLabel: 'Selected student',
      }),
    ).toEqual([{ value: 's9', label: 'Selected student' }]);
  });
});
