import {
  findActiveApplication,
  findCreateApplicationBlocker,
} from '@studypath/domain/applications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  applicationsQueryKey,
  getApplications,
  useApplications,
} from '../../../features/applications/student/api/get-applications.ts';
import { ActivePathNotice } from '../../../features/applications/student/components/quiz/active-path-notice.tsx';
import { QuizLoading } from '../../../features/applications/student/components/quiz/quiz-loading.tsx';
import { StudyPathQuiz } from '../../../features/applications/student/components/quiz/study-path-quiz.tsx';
import { clearQuizDraft } from '../../../features/applications/student/lib/quiz-draft.ts';
import { useSubmitStudyPath } from '../../../features/applications/student/lib/use-submit-study-path.ts';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { ConsentGateAlert, useGuardianConsentStatus } from '../../../features/guardians/index.ts';
import { getProfile, profileQueryKey } from '../../../features/profile/api/get-profile.ts';
import { hrefs, paths } from '../../paths.ts';

/**
 * The six-step quiz. An active path is looked for when the quiz opens (issue 24), so that nobody
 * answers six steps only to be refused; Submit checks the profile's completeness and the paths
 * again (part 2 §2), and when they cannot be loaded, the server's answer (409) decides instead.
 * A student under 18 without their guardian's consent is told before the form, and Submit stays
 * disabled (issue 26); a state that cannot be read leaves it to the server's 403.
 */
export function StudentApplicationCreateRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const applications = useApplications();
  const consent = useGuardianConsentStatus();
  const isConsentMissing = consent.data?.state === 'missing';
  // The created path is active too: the quiz stays until the student is on its page.
  const [isCreated, setIsCreated] = useState(false);
  const findBlocker = async () => {
    try {
      const [profile, studyPaths] = await Promise.all([
        queryClient.ensureQueryData({ queryKey: profileQueryKey, queryFn: getProfile }),
        queryClient.ensureQueryData({ queryKey: applicationsQueryKey, queryFn: getApplications }),
      ]);
      return findCreateApplicationBlocker({
        completionPercentage: profile.completionPercentage,
        applications: studyPaths,
      });
    } catch {
      return null;
    }
  };
  const { submit, isSubmitting } = useSubmitStudyPath({
    findBlocker,
    onCreated: (created) => {
      clearQuizDraft();
      setIsCreated(true);
      void navigate(hrefs.application(created.id));
    },
    onProfileIncomplete: () => void navigate(paths.student.profileEdit),
  });

  // The session guard renders this page only with a user; the check keeps the types honest. A
  // list that cannot be loaded does not hold the quiz back: Submit's check and the server decide.
  if (applications.isPending || !user) return <QuizLoading />;
  const active =
    applications.data && !isSubmitting && !isCreated
      ? findActiveApplication(applications.data)
      : undefined;
  if (active) return <ActivePathNotice pathHref={hrefs.application(active.id)} />;
  return (
    <StudyPathQuiz
      draftOwner={user.id}
      isSubmitting={isSubmitting}
      onSubmit={submit}
      notice={
        isConsentMissing ? <ConsentGateAlert dashboardHref={paths.student.dashboard} /> : null
      }
      isSubmitBlocked={isConsentMissing}
    />
  );
}
