// A student's name as the consultants' screens show it: the legal first and last names from the
// profile, or null while it has neither (the screen then says 'Not set' or shows the email).

type NamePart = string | null | undefined;

export function legalName(firstName: NamePart, lastName: NamePart): string | null {
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name === '' ? null : name;
}

/** The name of a record that carries it as legalFirstName and legalLastName (a profile, a row). */
export const legalNameOf = (
  person: { legalFirstName?: NamePart; legalLastName?: NamePart } | null | undefined,
): string | null => legalName(person?.legalFirstName, person?.legalLastName);
