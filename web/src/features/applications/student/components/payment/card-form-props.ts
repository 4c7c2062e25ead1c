/** What the checkout gives either card form (the simulated one or Stripe Elements). */
export interface CardFormProps {
  clientSecret: string;
  /** The amount due, formatted ('$899'), for the Pay button. */
  amount: string;
  /** Where the provider sends the browser back after paying (absolute, for Stripe). */
  returnUrl: string;
  /** The payment went through (the simulated form; Stripe leaves for returnUrl instead). */
  onSucceeded: () => void;
  /** The provider refused or failed: its message when it gave one. */
  onFailed: (message: string | null) => void;
  onBusyChange: (isBusy: boolean) => void;
}
