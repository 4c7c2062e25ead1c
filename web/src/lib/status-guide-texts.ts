// What a study path's status guide says, in the reader's language (issue 27): its next steps, whose
// move it is and how long the stage usually takes, from the statuses namespace, keyed by the
// domain's guide (domain/src/applications/application-status-guide.ts keeps the rules and the
// English the server's emails are checked against).
import {
  CHOOSE_PACKAGE_NEXT_STEPS,
  type ApplicationStatusGuide,
} from '@studypath/domain/applications';
import type statuses from '../../../locales/en/statuses.json';
import { i18n } from './i18n.ts';

type DurationStatus = keyof (typeof statuses)['durations'];

export interface StatusGuideTexts {
  nextSteps: string;
  /** Whose move it is; null once the path has ended. */
  waitingOn: string | null;
  /** null where no honest typical figure exists. */
  typicalDuration: string | null;
}

export function statusGuideTexts(guide: ApplicationStatusGuide): StatusGuideTexts {
  const t = i18n.getFixedT(null, 'statuses');
  return {
    nextSteps:
      guide.nextSteps === CHOOSE_PACKAGE_NEXT_STEPS
        ? t('nextSteps.choosePackage')
        : t(`nextSteps.${guide.status}`),
    waitingOn: guide.waitingOn === 'nobody' ? null : t(`waitingOn.${guide.waitingOn}`),
    typicalDuration: guide.typicalDuration
      ? t(`durations.${guide.status as DurationStatus}`)
      : null,
  };
}
