import { describe, expect, it } from 'vitest';
import type { QuizAnswers } from './quiz-answers.ts';
import {
  buildCreateApplicationRequest,
  createApplicationRequestSchema,
} from './create-application.schema.ts';

const today = new Date('2027-03-10T09:00:00Z');
const schema = createApplicationRequestSchema(today);

const answers: QuizAnswers = {
  educationLevel: 'advanced-diploma',
  coopOption: 'with-coop',
  fieldOfStudy: 'other',
  fieldOther: ' Aviation ',
  preferredProvince: 'alberta',
  startTiming: 'summer-2027',
  budgetRange: '15k-25k',
  budgetOther: '',
  financialDetails: '',
};

const problems = (value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));

const bodyWith = (changes: Record<string, unknown>) => {
  const body = buildCreateApplicationRequest(answers);
  const info = JSON.parse(body.additionalInfo) as { quizResponses: Record<string, unknown> };
  return {
    ...body,
    additionalInfo: JSON.stringify({
      ...info,
      quizResponses: { ...info.quizResponses, ...changes },
    }),
  };
};

describe('buildCreateApplicationRequest', () => {
  it('builds the body of POST /api/applications from a finished quiz', () => {
    const body = buildCreateApplicationRequest(answers);
    expect(body).toMatchObject({
      fieldOfStudy: 'Aviation',
      programPreferences: 'Advanced Diploma (With Co-op)',
      intendedInstitutions: null,
    });
    expect(JSON.parse(body.additionalInfo)).toEqual({
      quizResponses: {
        educationLevel: 'advanced-diploma',
        coopOption: 'with-coop',
        fieldOfStudy: 'other',
        fieldOther: 'Aviation',
        preferredProvince: 'alberta',
        startTiming: 'summer-2027',
        budgetRange: '15k-25k',
        budgetOther: null,
        financialDetails: null,
      },
      startTiming: 'summer-2027',
      budget: '$15,000 - $25,000',
      financialDetails: null,
    });
  });

  it('throws for an unfinished quiz', () => {
    expect(() => buildCreateApplicationRequest({ ...answers, coopOption: null })).toThrow();
  });
});

describe('createApplicationRequestSchema', () => {
  it('accepts what the builder sends and hands back the parsed additional info', () => {
    const parsed = schema.parse(buildCreateApplicationRequest(answers));
    expect(parsed.fieldOfStudy).toBe('Aviation');
    expect(parsed.additionalInfo.quizResponses.preferredProvince).toBe('alberta');
    expect(parsed.additionalInfo.budget).toBe('$15,000 - $25,000');
  });

  it('accepts only the four upcoming start dates', () => {
    for (const intake of ['spring-2027', 'summer-2027', 'fall-2027', 'winter-2028']) {
      expect(schema.safeParse(bodyWith({ startTiming: intake })).success).toBe(true);
    }
    for (const intake of ['winter-2027', 'spring-2028', 'fall-2026']) {
      expect(problems(bodyWith({ startTiming: intake }))).toEqual([
        {
          path: 'additionalInfo.quizResponses.startTiming',
          message: 'Choose one of the upcoming start dates',
        },
      ]);
    }
  });

  it('stops offering an intake on its first day', () => {
    const body = bodyWith({ startTiming: 'spring-2027' });
    expect(
      createApplicationRequestSchema(new Date('2027-04-30T23:59:00Z')).safeParse(body).success,
    ).toBe(true);
    expect(
      createApplicationRequestSchema(new Date('2027-05-01T00:00:00Z')).safeParse(body).success,
    ).toBe(false);
  });

  it('refuses an unknown option inside the JSON, with the path to it', () => {
    expect(problems(bodyWith({ preferredProvince: 'texas' }))).toEqual([
      { path: 'additionalInfo.quizResponses.preferredProvince', message: 'Choose a province' },
    ]);
  });

  it('refuses additional info that is not JSON, or lacks the quiz answers', () => {
    expect(problems({ ...bodyWith({}), additionalInfo: '{oops' })).toEqual([
      { path: 'additionalInfo', message: 'Must be JSON text' },
    ]);
    expect(problems({ ...bodyWith({}), additionalInfo: '{}' })?.[0]?.path).toBe(
      'additionalInfo.quizResponses',
    );
    expect(
      problems({ ...bodyWith({}), additionalInfo: '{"quizResponses":{}, "x": 1}' }),
    ).toContainEqual(expect.objectContaining({ path: 'additionalInfo' }));
  });

  it('rebuilds the summary fields from the answers rather than trusting the copy sent', () => {
    const body = buildCreateApplicationRequest(answers);
    const info = JSON.parse(body.additionalInfo) as Record<string, unknown>;
    const parsed = schema.parse({
      ...body,
      additionalInfo: JSON.stringify({ ...info, budget: 'Unlimited', startTiming: 'fall-2030' }),
    });
    expect(parsed.additionalInfo.budget).toBe('$15,000 - $25,000');
    expect(parsed.additionalInfo.startTiming).toBe('summer-2027');
  });

  it('refuses a NUL escaped inside the JSON', () => {
    const body = bodyWith({ fieldOther: 'Avi\u0000ation' });
    expect(body.additionalInfo).toContain('\\u0000');
    expect(problems(body)?.[0]?.path).toBe('additionalInfo.quizResponses.fieldOther');
  });

  it('requires a field of study and stores blank preferences as null', () => {
    expect(problems({ ...bodyWith({}), fieldOfStudy: '  ' })).toEqual([
      { path: 'fieldOfStudy', message: 'Field of study is required' },
    ]);
    const parsed = schema.parse({
      ...bodyWith({}),
      programPreferences: ' ',
      intendedInstitutions: undefined,
    });
    expect(parsed.programPreferences).toBeNull();
    expect(parsed.intendedInstitutions).toBeNull();
  });

  it('refuses an unknown body field', () => {
    expect(problems({ ...bodyWith({}), status: 'completed' })?.[0]?.message).toContain('status');
  });
});
