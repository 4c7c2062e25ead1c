// What the simulated card form's fields keep of what is typed or pasted: digits only, the card
// number shown in groups of four, the expiry as MM/YY. The server checks them again.

const CARD_NUMBER_DIGITS = 16;

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  return digitsOf(value, CARD_NUMBER_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1228' → '12/28'; a lone month stays as typed so that deleting the slash works. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return digitsOf(value, 4);
}
