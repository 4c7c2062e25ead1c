// The student's own quiz answers, read back from the path's additionalInfo with the domain's
// reader. Text stored without quizResponses (older paths) still shows the start date, budget and
// financial details kept beside them. `describe` words each answer in the reader's language
// (useQuizChoiceLabels().answer).
import {
  listQuizAnswers,
  readAdditionalInfo,
  storedQuizResponsesSchema,
  type QuizAnswerLine,
} from '@studypath/domain/applications';

export function quizAnswerLines(
  additionalInfo: string | null,
  describe: (question: string, value: string) => string,
): QuizAnswerLine[] {
  const info = readAdditionalInfo(additionalInfo);
  if (!info) return [];
  const responses =
    info.quizResponses ??
    storedQuizResponsesSchema.parse({
      startTiming: info.startTiming,
      budget: info.budget,
      financialDetails: info.financialDetails,
    });
  return listQuizAnswers(responses, describe);
}
