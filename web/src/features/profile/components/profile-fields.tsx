// The inputs of the profile form, each bound to one profile field: its label from the locale,
// its value and error from the form. Months are stored as 'YYYY-MM'; dates ('YYYY-MM-DD') have
// their own file, date-field.tsx.
import '@mantine/dates/styles.css';
import { Select, Textarea, TextInput, type SelectProps } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { countries, profileInputMaxLength, type ProfileFieldName } from '@studypath/domain/profile';
import { defaultLanguage, languageSettings } from '@studypath/domain/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextarea, LimitedTextInput } from '../../../components/limited-text-input.tsx';
import { pickerFormat, usePickerLanguage } from '../../../lib/dayjs-locale.ts';
import { countryName } from '../../../lib/country-names.ts';
import type { OptionGroup } from '../../../lib/profile/display-profile-value.ts';
import type { ProfileForm } from './profile-form-context.ts';

export interface FieldProps {
  form: ProfileForm;
  field: ProfileFieldName;
  required?: boolean;
  description?: string;
  placeholder?: string;
}

/**
 * A picker whose value is not the text the form stores: the form's wiring (error, focus and blur,
 * and the data-path attribute that lets the form focus the field) is spread first, then the
 * converted value and change handler replace the form's.
 */
export function bindField(form: ProfileForm, field: ProfileFieldName) {
  return {
    wiring: form.getInputProps(field),
    value: form.getValues()[field],
    setValue: (next: string) => form.setFieldValue(field, next),
  };
}

/**
 * Names for the calendar's arrows, which show only icons. The level buttons between them keep
 * their visible text ('November 2026') as their name: a name that leaves it out would not match
 * what a speech-input user says (WCAG 2.5.3).
 */
export function useCalendarLabels() {
  const { t } = useTranslation('profile');
  return {
    nextMonth: t('edit.calendar.nextMonth'),
    previousMonth: t('edit.calendar.previousMonth'),
    nextYear: t('edit.calendar.nextYear'),
    previousYear: t('edit.calendar.previousYear'),
    nextDecade: t('edit.calendar.nextDecade'),
    previousDecade: t('edit.calendar.previousDecade'),
  };
}

export function useFieldLabel(field: ProfileFieldName) {
  const { t } = useTranslation('profile');
  return t(`fields.${field}`);
}

/** A typed field: it stops at the domain's limit for the field, with a counter near it. */
export function TextField({
  form,
  field,
  required,
  description,
  placeholder,
  type,
}: FieldProps & { type?: 'text' | 'email' | 'tel' }) {
  const label = useFieldLabel(field);
  const maxLength = profileInputMaxLength(field);
  const props = {
    ...form.getInputProps(field),
    label,
    type,
    required,
    description,
    placeholder,
  };
  return maxLength === undefined ? (
    <TextInput {...props} />
  ) : (
    <LimitedTextInput {...props} maxLength={maxLength} />
  );
}

export function TextAreaField({ form, field, required, description, placeholder }: FieldProps) {
  const label = useFieldLabel(field);
  const maxLength = profileInputMaxLength(field);
  const props = {
    ...form.getInputProps(field),
    label,
    required,
    description,
    placeholder,
    rows: 4,
    resize: 'vertical' as const,
  };
  return maxLength === undefined ? (
    <Textarea {...props} />
  ) : (
    <LimitedTextarea {...props} maxLength={maxLength} />
  );
}

/** A closed list of the domain, each value shown with its label from the locale. */
export function OptionSelect({
  form,
  field,
  required,
  description,
  group,
  values,
}: FieldProps & { group: OptionGroup; values: readonly string[] }) {
  const { t } = useTranslation('profile');
  const data = values.map((value) => ({
    value,
    label: t(`options.${group}.${value}` as 'options.gender.male'),
  }));
  return (
    <ChoiceSelect
      form={form}
      field={field}
      required={required}
      description={description}
      data={data}
    />
  );
}

function ChoiceSelect({
  form,
  field,
  required,
  description,
  data,
  ...rest
}: FieldProps & Pick<SelectProps, 'data' | 'searchable' | 'nothingFoundMessage' | 'placeholder'>) {
  const { t } = useTranslation('profile');
  const { wiring, value, setValue } = bindField(form, field);
  return (
    <Select
      {...wiring}
      label={useFieldLabel(field)}
      required={required}
      description={description}
      placeholder={t('edit.selectPlaceholder')}
      data={data}
      value={value === '' ? null : value}
      onChange={(next: string | null) => setValue(next ?? '')}
      clearable={!required}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}

const storedNames = new Set(countries.map((country) => country.name));

/** Citizenship and residence: a searchable list of the domain's countries, stored by name. */
export function CountrySelect({ form, field, required }: FieldProps) {
  const { t } = useTranslation('profile');
  const current = form.getValues()[field];
  const language = usePickerLanguage();
  const data = useMemo(() => {
    // Stored by the English name; labelled in the reader's language (lib/country-names.ts).
    const options = countries.map((country) => ({
      value: country.name,
      label: countryName(country.name, language),
    }));
    // The list is in English order; another language sorts its own names.
    if (language !== defaultLanguage) {
      options.sort((a, b) => a.label.localeCompare(b.label, languageSettings[language].tag));
    }
    // A name stored before the list existed still shows, so the student sees what is saved.
    return current && !storedNames.has(current)
      ? [{ value: current, label: current }, ...options]
      : options;
  }, [current, language]);
  return (
    <ChoiceSelect
      form={form}
      field={field}
      required={required}
      data={data}
      searchable
      nothingFoundMessage={t('edit.noCountry')}
      placeholder={t('edit.countryPlaceholder')}
    />
  );
}

export function MonthField({ form, field, required }: FieldProps) {
  const { t } = useTranslation('profile');
  const language = usePickerLanguage();
  const { wiring, value, setValue } = bindField(form, field);
  return (
    <MonthPickerInput
      {...wiring}
      label={useFieldLabel(field)}
      required={required}
      placeholder={t('edit.monthPlaceholder')}
      value={value === '' ? null : `${value}-01`}
      onChange={(next) => setValue(next ? next.slice(0, 7) : '')}
      valueFormat={pickerFormat(language, 'long')}
      locale={language}
      ariaLabels={useCalendarLabels()}
      clearable={!required}
      // As Mantine's own DateInput does: the month panel is a plain popover, not an unnamed
      // role="dialog" (axe's aria-dialog-name, whenever a scan finds it open).
      popoverProps={{ withRoles: false }}
    />
  );
}
