// The team's part when a study path ends (the port of decision 034): the student's open wait
// ends without an answer, in the transaction of the change.
import type { StudyPathParticipant } from '../../platform/ports/study-path-participants.ts';
import { recordPathEnded } from './consultant-waits.ts';

export function teamStudyPathParticipant(now: () => Date): StudyPathParticipant {
  return {
    ended: async ({ tx, application }) => {
      await recordPathEnded(tx, application, now());
      return undefined;
    },
  };
}
