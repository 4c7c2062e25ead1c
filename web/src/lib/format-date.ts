import dayjs from 'dayjs';

/** The student-side display format of spec §9, 'MMM d, yyyy' (e.g. Nov 22, 2026). */
export const DISPLAY_DATE_FORMAT = 'MMM D, YYYY';

/** The same date with the time of day, for messages and threads (e.g. Nov 22, 2026, 3:05 PM). */
export const DISPLAY_DATE_TIME_FORMAT = 'MMM D, YYYY, h:mm A';

export function formatDate(value: Date | string | number): string {
  return dayjs(value).format(DISPLAY_DATE_FORMAT);
}

export function formatDateTime(value: Date | string | number): string {
  return dayjs(value).format(DISPLAY_DATE_TIME_FORMAT);
}
