/** The student's legal name, or null when the profile has none yet ('Not set'). */
export function studentName({
  legalFirstName,
  legalLastName,
}: {
  legalFirstName: string | null;
  legalLastName: string | null;
}): string | null {
  const name = [legalFirstName, legalLastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name === '' ? null : name;
}
