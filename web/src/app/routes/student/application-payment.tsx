import { useParams } from 'react-router';
import { useApplication } from '../../../features/applications/api/get-application.ts';
import { isNotFoundError } from '../../../features/applications/lib/is-not-found-error.ts';
import {
  PaymentApplicationNotFound,
  PaymentLoadError,
  PaymentLoading,
  PaymentScreen,
} from '../../../features/payments/components/payment-screen.tsx';
import { hrefs, paths } from '../../paths.ts';

/** Package selection and payment for one study path (part 2 §2 "/application/{id}/payment"). */
export function StudentApplicationPaymentRoute() {
  const id = useParams().id ?? '';
  const application = useApplication(id);

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
