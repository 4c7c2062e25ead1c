// Which link to the payment screen the details page's package card offers (part 2 §2: the screen
// is "reached by redirect or an Upgrade Package link").
import {
  isActiveStatus,
  packageTiers,
  timelineStatuses,
  type Application,
  type ApplicationStatus,
} from '@studypath/domain/applications';

export type PackageLink = 'upgrade' | 'choose' | null;

const FIRST_PAYABLE_STAGE = timelineStatuses.indexOf('find_program');
const highestTier = packageTiers.at(-1);

/**
 * 'upgrade' while a paid path can still go to a higher tier; 'choose' for an unpaid path once the
 * consultant has reviewed it (find_program and after): paying earlier would risk paying for a
 * path that is then refused after the 7-day refund window. A finished path (completed, closed,
 * withdrawn, refused) takes no payment, so it offers neither.
 */
export function packageLinkFor(
  application: Pick<Application, 'status' | 'paymentStatus' | 'packageTier'>,
): PackageLink {
  if (!isActiveStatus(application.status)) return null;
  if (application.paymentStatus === 'paid') {
    return application.packageTier === highestTier ? null : 'upgrade';
  }
  const stage = timelineStatuses.indexOf(application.status as ApplicationStatus);
  return stage >= FIRST_PAYABLE_STAGE ? 'choose' : null;
}
