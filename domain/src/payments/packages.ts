// The four service packages (part 2 §2 "/application/{id}/payment", §3 "Package definition", §9
// "Packages"): what each one covers, in the words the payment screen and the receipt use. Prices
// are not here: they live in the database, editable by consultants (decision 024), so a price
// change never rewrites what a package is, nor what was already paid for it.
import { packageTiers, type PackageTier } from '../applications/application-payment.ts';

export interface PackageDefinition {
  id: PackageTier;
  name: string;
  description: string;
  /** How many programs the consultants find and apply to on the student's behalf (§9). */
  programs: number;
  features: readonly string[];
  /** Shown under the heading 'Why multiple programs?' when present. */
  note: string | null;
  /** Premium carries the 'Recommended' badge (§3). */
  recommended: boolean;
}

const multipleProgramsNote =
  'Admission to a single program is never guaranteed. Applying to three well-chosen programs at once raises the chance of an offer in the intake you want, and keeps a fallback if one college says no.';

export const packageDefinitions: Record<PackageTier, PackageDefinition> = {
  basic: {
    id: 'basic',
    name: 'Basic',
    description: 'One program chosen with you, and the application to it handled by us.',
    programs: 1,
    features: [
      'Program search matched to your profile',
      'Application to 1 program',
      'Document checklist and review',
      'Messages with your consultant',
    ],
    note: null,
    recommended: false,
  },
  standard: {
    id: 'standard',
    name: 'Standard',
    description: 'One program with closer guidance on every document you send.',
    programs: 1,
    features: [
      'Everything in Basic',
      'Statement of purpose editing',
      'Scholarship and funding guidance',
      'Priority answers from your consultant',
    ],
    note: null,
    recommended: false,
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    description: 'Three programs applied to at once, for the best chance of an offer.',
    programs: 3,
    features: [
      'Everything in Standard',
      'Applications to 3 programs',
      'Interview preparation',
      'Offer comparison with your consultant',
    ],
    note: multipleProgramsNote,
    recommended: true,
  },
  ultimate: {
    id: 'ultimate',
    name: 'Ultimate',
    description: 'Three programs, your study permit and your arrival in Canada, start to finish.',
    programs: 3,
    features: [
      'Everything in Premium',
      'Study permit (visa) application support',
      'Pre-departure briefing: housing, banking, arrival',
      'A dedicated consultant from offer to arrival',
    ],
    note: multipleProgramsNote,
    recommended: false,
  },
};

/** The packages in ascending order, as the payment screen lists them. */
export const packageList: readonly PackageDefinition[] = packageTiers.map(
  (tier) => packageDefinitions[tier],
);

/**
 * The prices a new database starts with, in US cents (decision 024); consultants change them on
 * /admin/settings. Zero is a valid price: that package is activated at once, without a card.
 */
export const defaultPackagePricesCents: Record<PackageTier, number> = {
  basic: 49_900,
  standard: 89_900,
  premium: 149_900,
  ultimate: 249_900,
};

/** Every price is paid in this currency (§9). */
export const PAYMENT_CURRENCY = 'usd';
