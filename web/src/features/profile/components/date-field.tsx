// A date the student can type ('Apr 12, 1999', '12 Apr 1999', '1999-04-12') or pick from the
// calendar; stored as 'YYYY-MM-DD'. Text that is no date stays in the form as typed rather than
// being thrown away on blur: the field says what is wrong when the student leaves it, and a save
// names it (typed-date-problems.ts).
import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { parseCalendarDate } from '@studypath/domain/profile';
import type { FocusEvent, FormEvent } from 'react';
import { languageSettings } from '@studypath/domain/i18n';
import { useTranslation } from 'react-i18next';
import { pickerFormat, usePickerLanguage } from '../../../lib/dayjs-locale.ts';
import { parseTypedDate, readTypedDate } from '../../../lib/parse-typed-date.ts';
import { toCalendarDay, typedDateError } from '../lib/typed-date-problems.ts';
import { bindField, useCalendarLabels, useFieldLabel, type FieldProps } from './profile-fields.tsx';

export function DateField({
  form,
  field,
  required,
  maxDate,
  startWithYear = false,
}: FieldProps & {
  maxDate?: Date;
  /** Opens an empty calendar on the decades, to reach a birth year in three clicks. */
  startWithYear?: boolean;
}) {
  const { t } = useTranslation('profile');
  const language = usePickerLanguage();
  const { wiring, value, setValue } = bindField(form, field);
  const latest = maxDate && toCalendarDay(maxDate);
  const isDate = parseCalendarDate(value) !== null;

  // Every keystroke updates the form: a date as 'YYYY-MM-DD', anything else as typed. While the
  // text is no date the input gets no value, so the calendar never writes over what is typed.
  const keepTyped = (event: FormEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    const typed = readTypedDate(text, { latest, locale: languageSettings[language].tag });
    setValue(typed.kind === 'date' ? typed.value : typed.kind === 'empty' ? '' : text);
  };
  const explainTyped = (event: FocusEvent<HTMLInputElement>) => {
    (wiring.onBlur as (() => void) | undefined)?.();
    const error = typedDateError(event.currentTarget.value, latest, t);
    if (error) form.setFieldError(field, error);
  };

  return (
    <DateInput
      {...wiring}
      label={useFieldLabel(field)}
      required={required}
      placeholder={t('edit.datePlaceholder')}
      value={isDate ? value : null}
      onChange={(next) => setValue(next ?? '')}
      onInput={keepTyped}
      onBlur={explainTyped}
      dateParser={(text) => parseTypedDate(text, languageSettings[language].tag)}
      // A real date is shown in the display format on blur; other text is left for the student.
      fixOnBlur={isDate}
      // The display format of spec §9 ('MMM d, yyyy') in English, '25 nov. 2026' in French.
      valueFormat={pickerFormat(language)}
      locale={language}
      maxDate={maxDate}
      defaultLevel={startWithYear && value === '' ? 'decade' : 'month'}
      // Days of the months around are faint (too faint to read) and not needed to pick a date.
      hideOutsideDates
      ariaLabels={useCalendarLabels()}
      clearable={!required}
      // Focus opens the calendar, also when a failed save focuses the field: it then opens above,
      // so that it does not cover the message under the field saying what is wrong.
      popoverProps={{ position: wiring.error ? 'top-start' : 'bottom-start' }}
    />
  );
}
