// The labels the web now takes from the locale files (issue 27): in English, exactly the domain's,
// which the server still uses; in French, the glossary's words.
import {
  educationLevelOptions,
  intakeLabel,
  quizOptionLists,
  type QuizChoiceQuestion,
} from '@studypath/domain/applications';
import { documentCategories, documentCategoryLabels } from '@studypath/domain/documents';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentCategoryLabel } from './document-category-labels.ts';
import { setLanguage } from './i18n.ts';
import {
  fieldOfStudyLabel,
  programPreferencesLabel,
  useQuizChoiceLabels,
} from './quiz-choice-labels.ts';

const renderLabels = () => renderHook(() => useQuizChoiceLabels()).result.current;

describe('useQuizChoiceLabels', () => {
  // The i18n instance is shared with the other files of the worker: leave it in English.
  afterEach(async () => {
    await setLanguage('en');
  });

  it("reads in English exactly as the domain's lists", () => {
    const labels = renderLabels();
    for (const [question, options] of Object.entries(quizOptionLists)) {
      for (const option of options) {
        expect(labels.choice(question as QuizChoiceQuestion, option.value)).toBe(option.label);
      }
    }
    for (const option of educationLevelOptions) {
      expect(labels.duration(option.value)).toBe(option.duration);
    }
    for (const intake of ['winter-2027', 'spring-2027', 'summer-2028', 'fall-2027']) {
      expect(labels.intake(intake)).toBe(intakeLabel(intake));
    }
  });

  it('keeps a value outside the lists as stored', () => {
    const labels = renderLabels();
    expect(labels.choice('educationLevel', 'certificate')).toBe('certificate');
    expect(labels.intake('September 2025')).toBe('September 2025');
    expect(labels.answer('careerGoal', 'Nurse')).toBe('Nurse');
    expect(labels.answer('startTiming', 'fall-2027')).toBe('Fall 2027');
  });

  it('reads in French', async () => {
    await setLanguage('fr');
    const labels = renderLabels();
    expect(labels.intake('fall-2027')).toBe('Automne 2027');
    expect(labels.choice('preferredProvince', 'bc')).toBe('Colombie-Britannique');
    expect(labels.choice('budgetRange', '25k-35k')).toBe('25\u00a0000\u00a0$ à 35\u00a0000\u00a0$');
    expect(labels.duration('masters')).toBe('1 à 2 ans');
    expect(labels.duration('phd')).toBeNull();
  });
});

describe('useDocumentCategoryLabel', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it("reads in English exactly as the domain's labels, and in French", async () => {
    const label = renderHook(() => useDocumentCategoryLabel()).result.current;
    for (const category of documentCategories) {
      expect(label(category)).toBe(documentCategoryLabels[category]);
    }
    await setLanguage('fr');
    const french = renderHook(() => useDocumentCategoryLabel()).result.current;
    expect(french('transcript')).toBe('Relevé de notes');
  });
});

describe('stored study path texts', () => {
  it('reads the stored program preferences and field of study in English as stored', () => {
    expect(programPreferencesLabel("Bachelor's Degree (With Co-op)")).toBe(
      "Bachelor's Degree (With Co-op)",
    );
    expect(programPreferencesLabel('PhD')).toBe('PhD');
    expect(programPreferencesLabel('Something else (custom)')).toBe('Something else (custom)');
    expect(fieldOfStudyLabel('Marine biology')).toBe('Marine biology');
  });
});
