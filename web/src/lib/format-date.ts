import dayjs from 'dayjs';

/** The student-side display format of spec §9, 'MMM d, yyyy' (e.g. Nov 22, 2026). */
export const DISPLAY_DATE_FORMAT = 'MMM D, YYYY';

export function formatDate(value: Date | string | number): string {
  return dayjs(value).format(DISPLAY_DATE_FORMAT);
}
