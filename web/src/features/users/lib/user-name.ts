/** The legal first and last name, or null when the profile has neither. */
export function userName({
  legalFirstName,
  legalLastName,
}: {
  legalFirstName: string | null;
  legalLastName: string | null;
}): string | null {
  const name = [legalFirstName, legalLastName]
    .filter((part) => part && part.trim() !== '')
    .join(' ');
  return name === '' ? null : name;
}
