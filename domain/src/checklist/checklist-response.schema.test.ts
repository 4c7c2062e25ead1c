import { describe, expect, it } from 'vitest';
import { checklistAnswersSchema } from './checklist-facts.ts';
import { updateChecklistAnswersRequestSchema } from './checklist-response.schema.ts';

describe('updateChecklistAnswersRequestSchema', () => {
  it('takes exactly the questions the rules ask', () => {
    expect(Object.keys(updateChecklistAnswersRequestSchema.shape).sort()).toEqual(
      Object.keys(checklistAnswersSchema.shape).sort(),
    );
  });

  it('keeps what is left out, clears with null, and refuses what no rule asks', () => {
    expect(updateChecklistAnswersRequestSchema.parse({ institutionType: null })).toEqual({
      institutionType: null,
    });
    expect(updateChecklistAnswersRequestSchema.parse({ familyMembersComing: 2 })).toEqual({
      familyMembersComing: 2,
    });
    expect(
      updateChecklistAnswersRequestSchema.safeParse({ familyMembersComing: 2.5 }).success,
    ).toBe(false);
    expect(
      updateChecklistAnswersRequestSchema.safeParse({ institutionType: 'state' }).success,
    ).toBe(false);
    expect(updateChecklistAnswersRequestSchema.safeParse({ petsComing: 1 }).success).toBe(false);
  });
});
