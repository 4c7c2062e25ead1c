import { describe, expect, it } from 'vitest';
import {
  applicationUpdateListResponseSchema,
  applicationUpdateSchema,
  studentApplicationUpdateSchema,
  applicationUpdateTypes,
  STUDENT_RECENT_UPDATES_LIMIT,
  takeRecentUpdates,
} from './application-update.schema.ts';

const update = {
  id: 'u1',
  type: 'status_change',
  title: 'Status changed to In Review',
  description: null,
  isRead: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  createdBy: { id: 'admin1', email: 'consultant@example.com' },
};

describe('application updates', () => {
  it("knows the spec's six types and no other", () => {
    expect(applicationUpdateTypes).toHaveLength(6);
    expect(applicationUpdateSchema.parse(update).type).toBe('status_change');
    expect(applicationUpdateSchema.safeParse({ ...update, type: 'payment' }).success).toBe(false);
  });

  it('keeps a consultant’s e-mail in their answer and gives the student a name only', () => {
    expect(applicationUpdateListResponseSchema.parse([update])).toEqual([update]);
    const seenByStudent = {
      ...update,
      createdBy: { role: 'admin', displayName: 'Educational Consultant' },
    };
    expect(applicationUpdateListResponseSchema.parse([seenByStudent])).toEqual([seenByStudent]);
    // An address slipped into the student's shape is dropped, not passed on.
    const parsed = studentApplicationUpdateSchema.parse({
      ...seenByStudent,
      createdBy: { ...seenByStudent.createdBy, email: 'consultant@example.com', id: 'admin1' },
    });
    expect(JSON.stringify(parsed)).not.toMatch(/consultant@example\.com|admin1/);
  });

  it('shows the first five on the student page and counts the rest', () => {
    const updates = Array.from({ length: 8 }, (_, i) => i);
    expect(takeRecentUpdates(updates, STUDENT_RECENT_UPDATES_LIMIT)).toEqual({
      shown: [0, 1, 2, 3, 4],
      moreCount: 3,
    });
    expect(takeRecentUpdates([0, 1], STUDENT_RECENT_UPDATES_LIMIT).moreCount).toBe(0);
  });
});
