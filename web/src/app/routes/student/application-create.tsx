import { findCreateApplicationBlocker } from '@studypath/domain/applications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  applicationsQueryKey,
  getApplications,
} from '../../../features/applications/api/get-applications.ts';
import { StudyPathQuiz } from '../../../features/applications/components/quiz/study-path-quiz.tsx';
import { useSubmitStudyPath } from '../../../features/applications/lib/use-submit-study-path.ts';
import { getProfile, profileQueryKey } from '../../../features/profile/api/get-profile.ts';
import { hrefs, paths } from '../../paths.ts';

/**
 * The six-step quiz. Submit first checks the profile's completeness and the active path (part 2
 * §2); when they cannot be loaded, the server's answer (409) decides instead.
 */
export function StudentApplicationCreateRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const findBlocker = async () => {
    try {
      const [profile, applications] = await Promise.all([
        queryClient.ensureQueryData({ queryKey: profileQueryKey, queryFn: getProfile }),
        queryClient.ensureQueryData({ queryKey: applicationsQueryKey, queryFn: getApplications }),
      ]);
      return findCreateApplicationBlocker({
        completionPercentage: profile.completionPercentage,
        applications,
      });
    } catch {
      return null;
    }
  };
  const { submit, isSubmitting } = useSubmitStudyPath({
    findBlocker,
    onCreated: (created) => void navigate(hrefs.application(created.id)),
    onProfileIncomplete: () => void navigate(paths.student.profileEdit),
  });
  return <StudyPathQuiz isSubmitting={isSubmitting} onSubmit={(answers) => void submit(answers)} />;
}
