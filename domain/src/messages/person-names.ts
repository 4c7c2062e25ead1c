// How a person is named to the other side (part 2 §6, decision 022): the same rule for a message's
// sender and a study path update's author, so a consultant reads the same everywhere a student
// meets them, and never as their sign-in address.
import { CONSULTANT_FALLBACK_NAME } from './message.schema.ts';

/** "First Last" from whichever legal names there are (trimmed), or null. */
export function joinLegalNames(first: string | null, last: string | null): string | null {
  const joined = [first, last]
    .map((name) => name?.trim() ?? '')
    .filter((name) => name !== '')
    .join(' ');
  return joined === '' ? null : joined;
}

/** A consultant: display name, else legal name, else 'Educational Consultant'. */
export function consultantName(names: {
  displayName: string | null;
  legalFirstName: string | null;
  legalLastName: string | null;
}): string {
  return (
    names.displayName?.trim() ||
    joinLegalNames(names.legalFirstName, names.legalLastName) ||
    CONSULTANT_FALLBACK_NAME
  );
}
