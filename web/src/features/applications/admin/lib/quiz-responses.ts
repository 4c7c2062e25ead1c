// The quiz responses of the Study Path Information card, parsed from additionalInfo (part 2 §2,
// §3) with the domain's reader, which never throws on text from older versions of the quiz.
// `describe` words each answer in the reader's language (useQuizChoiceLabels().answer).
import {
  listQuizAnswers,
  readAdditionalInfo,
  storedQuizResponsesSchema,
  type QuizAnswerLine,
} from '@studypath/domain/applications';

export interface QuizResponses {
  /** The answered questions, in the order the quiz asks them. */
  lines: QuizAnswerLine[];
  /** additionalInfo as typed when it is not JSON at all: shown as is rather than lost. */
  rawText: string | null;
}

export function readQuizResponses(
  additionalInfo: string | null,
  describe: (question: string, value: string) => string,
): QuizResponses {
  const info = readAdditionalInfo(additionalInfo);
  if (!info) return { lines: [], rawText: additionalInfo?.trim() || null };
  const lines = info.quizResponses ? listQuizAnswers(info.quizResponses, describe) : [];
  if (lines.length > 0) return { lines, rawText: null };
  // No quiz answers: the summary the path keeps beside them (start date, budget, finances).
  const summary = storedQuizResponsesSchema.parse({
    startTiming: info.startTiming,
    budget: info.budget,
    financialDetails: info.financialDetails,
  });
  return { lines: listQuizAnswers(summary, describe), rawText: null };
}
