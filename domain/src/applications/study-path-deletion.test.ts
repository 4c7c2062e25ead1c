import { describe, expect, it } from 'vitest';
import { studyPathTitle } from './study-path-deletion.ts';

describe('studyPathTitle', () => {
  it('calls a path by its specific program, else its field of study, else Study Path', () => {
    expect(studyPathTitle({ specificProgram: 'MSc Data Science', fieldOfStudy: 'STEM' })).toBe(
      'MSc Data Science',
    );
    expect(studyPathTitle({ specificProgram: null, fieldOfStudy: 'Law' })).toBe('Law');
    expect(studyPathTitle({ specificProgram: '  ', fieldOfStudy: null })).toBe('Study Path');
    expect(studyPathTitle({})).toBe('Study Path');
  });
});
