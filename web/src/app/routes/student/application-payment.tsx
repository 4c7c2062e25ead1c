import { isAwaitingPackage } from '@studypath/domain/applications';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useApplication } from '../../../features/applications/student/api/get-application.ts';
import { isNotFoundError } from '../../../features/applications/student/lib/is-not-found-error.ts';
import { markPaymentScreenSeen } from '../../../features/applications/student/lib/payment-screen-seen.ts';
import {
  PaymentApplicationNotFound,
  PaymentLoadError,
  PaymentLoading,
  PaymentScreen,
} from '../../../features/applications/student/components/payment/payment-screen.tsx';
import { hrefs, paths } from '../../paths.ts';

/**
 * Package selection and payment for one study path (part 2 §2 "/application/{id}/payment"). Shown
 * for a path that waits for its package, it has told the student why: the details page no longer
 * sends them here in this visit, so its back link does not bounce (issue 24, decision 024).
 */
export function StudentApplicationPaymentRoute() {
  const id = useParams().id ?? '';
  const application = useApplication(id);
  const isShowingPaywall = application.data ? isAwaitingPackage(application.data) : false;
  useEffect(() => {
    if (isShowingPaywall) markPaymentScreenSeen(id);
  }, [isShowingPaywall, id]);

  if (application.isError && isNotFoundError(application.error)) {
    return <PaymentApplicationNotFound listHref={paths.student.applications} />;
  }
  if (!application.data) {
    if (application.isError) {
      return <PaymentLoadError onRetry={() => void application.refetch()} />;
    }
    return <PaymentLoading />;
  }
  return (
    <PaymentScreen
      application={application.data}
      detailsHref={hrefs.application(id)}
      successHref={hrefs.applicationPaymentSuccess(id)}
    />
  );
}
