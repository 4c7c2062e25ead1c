// Submitting the quiz (part 2 §2, §8): refused at once when the profile is incomplete or a path is
// already active, else posted; the server's 409 says the same for what the screen could not know.
// Answers the schema refuses, here or in the server's 400, come back to the quiz question by
// question (issue 24: a ZodError in the console used to be all there was).
import {
  buildCreateApplicationRequest,
  findQuizProblems,
  quizQuestionOfRequestField,
  type Application,
  type CreateApplicationBlocker,
  type QuizAnswers,
  type QuizProblem,
} from '@studypath/domain/applications';
import type { RefusalCode } from '@studypath/domain/http';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldProblemsOf, parseApiError } from '../../../../lib/parse-api-error.ts';
import { isKnownRefusal, refusalMessage } from '../../../../lib/refusal-message.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { useCreateApplication } from '../api/create-application.ts';

/** The blocker each of the server's 409 refusal codes names. */
const blockerByRefusal: Readonly<Partial<Record<RefusalCode, CreateApplicationBlocker>>> = {
  'study_path.profile_incomplete': 'profile_incomplete',
  'study_path.active_path_exists': 'active_path_exists',
};

/** Which blocker a refusal names, by its code. */
export function blockerOfError(error: unknown): CreateApplicationBlocker | null {
  const { code } = parseApiError(error);
  return isKnownRefusal(code) ? (blockerByRefusal[code] ?? null) : null;
}

interface UseSubmitStudyPathOptions {
  /** What the profile and the paths say; null when nothing (or they cannot be loaded). */
  findBlocker: () => Promise<CreateApplicationBlocker | null>;
  onCreated: (created: Application) => void;
  onProfileIncomplete: () => void;
}

export function useSubmitStudyPath({
  findBlocker,
  onCreated,
  onProfileIncomplete,
}: UseSubmitStudyPathOptions) {
  const { t } = useTranslation('applications');

  const refuse = (reason: CreateApplicationBlocker) => {
    if (reason === 'profile_incomplete') {
      showToast({
        title: t('toasts.profileIncomplete.title'),
        message: t('toasts.profileIncomplete.message'),
        variant: 'destructive',
      });
      onProfileIncomplete();
    } else {
      showToast({
        title: t('toasts.activePathExists.title'),
        message: t('toasts.activePathExists.message'),
        variant: 'destructive',
      });
    }
  };

  const mutation = useCreateApplication({
    onSuccess: (created) => {
      showToast({
        title: t('toasts.created.title'),
        message: t('toasts.created.message'),
        variant: 'success',
      });
      onCreated(created);
    },
    onError: (error) => {
      const refusal = blockerOfError(error);
      if (refusal) return refuse(refusal);
      showToast({
        title: t('toasts.createFailed.title'),
        message: refusalMessage(error) ?? t('toasts.createFailed.message'),
        variant: 'destructive',
      });
    },
  });

  const [isChecking, setIsChecking] = useState(false);
  /** Resolves with the problems to show on the quiz's fields; none once refused or sent. */
  const submit = async (answers: QuizAnswers): Promise<QuizProblem[]> => {
    const problems = findQuizProblems(answers);
    if (problems.length > 0) return problems;
    setIsChecking(true);
    const blocker = await findBlocker().finally(() => setIsChecking(false));
    if (blocker) {
      refuse(blocker);
      return [];
    }
    try {
      await mutation.mutateAsync(buildCreateApplicationRequest(answers));
      return [];
    } catch (error) {
      // The toast is onError's; the fields the server named are marked in the quiz.
      return Object.entries(fieldProblemsOf(error)).flatMap(([field, message]) => {
        const question = quizQuestionOfRequestField(field, answers);
        return question === null ? [] : [{ question, message }];
      });
    }
  };

  return { submit, isSubmitting: isChecking || mutation.isPending };
}
