import { describe, expect, it } from 'vitest';
import {
  describeQuizAnswer,
  listQuizAnswers,
  readAdditionalInfo,
} from './stored-additional-info.ts';

describe('readAdditionalInfo', () => {
  it('gives null for empty, non-JSON or non-object text', () => {
    for (const text of [null, undefined, '', 'not json', '42', '"text"', 'null']) {
      expect(readAdditionalInfo(text)).toBeNull();
    }
  });

  it('keeps older answers the admin view lists, values outside the lists included', () => {
    const info = readAdditionalInfo(
      JSON.stringify({
        quizResponses: {
          educationLevel: 'bachelors',
          fieldOfStudy: 'medicine',
          specialization: 'Cardiology',
          cityPreference: 'Toronto',
          budget: '20000',
          careerGoal: 'Doctor',
          priorities: ['cost', 'ranking'],
        },
        startTiming: 'fall-2026',
      }),
    );
    expect(info?.quizResponses).toMatchObject({
      fieldOfStudy: 'medicine',
      specialization: 'Cardiology',
      priorities: ['cost', 'ranking'],
    });
    expect(info?.startTiming).toBe('fall-2026');
  });

  it('reads a malformed field as null instead of failing', () => {
    const info = readAdditionalInfo(
      JSON.stringify({ quizResponses: { educationLevel: 3, priorities: 'cost' }, budget: {} }),
    );
    expect(info?.quizResponses?.educationLevel).toBeNull();
    expect(info?.quizResponses?.priorities).toBeNull();
    expect(info?.budget).toBeNull();
  });
});

describe('listing stored answers', () => {
  it('shows labels for known values and stored text for the rest, in quiz order', () => {
    const info = readAdditionalInfo(
      JSON.stringify({
        quizResponses: {
          startTiming: 'winter-2028',
          educationLevel: 'advanced-diploma',
          coopOption: 'no-coop',
          fieldOfStudy: 'medicine',
          fieldOther: '',
          priorities: ['cost', 'location'],
        },
      }),
    );
    expect(listQuizAnswers(info!.quizResponses!)).toEqual([
      { question: 'educationLevel', label: 'Education Level', answer: 'Advanced Diploma' },
      { question: 'coopOption', label: 'Co-op', answer: 'Without Co-op' },
      { question: 'fieldOfStudy', label: 'Field of Study', answer: 'medicine' },
      { question: 'startTiming', label: 'Start Date', answer: 'Winter 2028' },
      { question: 'priorities', label: 'Priorities', answer: 'cost, location' },
    ]);
  });

  it('never takes an inherited name for an option', () => {
    expect(describeQuizAnswer('preferredProvince', 'constructor')).toBe('constructor');
    expect(describeQuizAnswer('__proto__', 'x')).toBe('x');
  });
});
