// Which of a student's study paths a guardian may pay a package for, and which packages (issue 26,
// item 4): the same rules as the student's payment screen (domain's packageButtonState).
import { isActiveStatus, type Application, type PackageTier } from '@studypath/domain/applications';
import { amountDueCents, packageButtonState, type PackageOffer } from '@studypath/domain/payments';

/** An ongoing path that can still take a package or an upgrade. */
export function isPayable(path: Pick<Application, 'status' | 'paymentStatus' | 'packageTier'>) {
  if (!isActiveStatus(path.status)) return false;
  return path.paymentStatus !== 'paid' || path.packageTier !== 'ultimate';
}

export interface PackageChoice {
  tier: PackageTier;
  /** What this package costs the path now: its price minus what the path paid. */
  dueCents: number;
}

/** The packages that may be bought for `path`, with what each would cost it. */
export function packageChoices(
  path: Pick<Application, 'paymentStatus' | 'packageTier' | 'packagePrice'>,
  offers: readonly PackageOffer[],
): PackageChoice[] {
  return offers
    .filter((offer) => {
      const state = packageButtonState(path, offer.id);
      return state === 'select' || state === 'upgrade';
    })
    .map((offer) => ({
      tier: offer.id,
      dueCents: amountDueCents(offer.priceCents, path.packagePrice ?? 0),
    }));
}
