// Dates as people read them in emails and messages: the spec's 'MMM d, yyyy' (§9), e.g.
// 'Nov 25, 2026'. In UTC, so a date never depends on the server's time zone.
const displayDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDisplayDate(date: Date): string {
  return displayDate.format(date);
}
