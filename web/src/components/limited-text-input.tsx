// Free-text inputs that stop at the domain's limit as the person types, with a counter once the
// text is near it, instead of accepting 168 characters and refusing the form on save. The limit is
// always the domain schema's constant, so what the field lets through is what the server takes.
import { Text, Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The counter appears from this share of the limit: early enough to plan, late enough not to nag. */
export const COUNTER_FROM_SHARE = 0.8;

/** Whether the counter shows for text of `length` under a limit of `maxLength`. */
export function isNearLimit(length: number, maxLength: number): boolean {
  return length >= Math.ceil(maxLength * COUNTER_FROM_SHARE);
}

function CharacterCounter({ length, maxLength }: { length: number; maxLength: number }) {
  const { t } = useTranslation('common');
  return (
    <Text
      span
      size="xs"
      display="block"
      ta="end"
      fw={length >= maxLength ? 600 : undefined}
      data-character-counter
    >
      {t('characterCount', { count: length, max: maxLength })}
    </Text>
  );
}

type ChangeHandler<E> = ((event: ChangeEvent<E>) => void) | undefined;

/** The text's length, from the value when controlled, else from what was typed. */
function useLimitedValue<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: unknown,
  defaultValue: unknown,
  onChange: ChangeHandler<E>,
) {
  const [typed, setTyped] = useState(() => (typeof defaultValue === 'string' ? defaultValue : ''));
  const text = typeof value === 'string' ? value : typeof value === 'number' ? `${value}` : typed;
  const handleChange = (event: ChangeEvent<E>) => {
    setTyped(event.currentTarget.value);
    onChange?.(event);
  };
  return { length: text.length, handleChange };
}

function withCounter(description: ReactNode, length: number, maxLength: number): ReactNode {
  if (!isNearLimit(length, maxLength)) return description;
  return (
    <>
      {description}
      <CharacterCounter length={length} maxLength={maxLength} />
    </>
  );
}

export type LimitedTextInputProps = TextInputProps & { maxLength: number };

/** Mantine's TextInput that stops at `maxLength` and counts once near it. */
export function LimitedTextInput({
  maxLength,
  description,
  value,
  defaultValue,
  onChange,
  ...props
}: LimitedTextInputProps) {
  const { length, handleChange } = useLimitedValue(value, defaultValue, onChange);
  return (
    <TextInput
      {...props}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      maxLength={maxLength}
      description={withCounter(description, length, maxLength)}
    />
  );
}

export type LimitedTextareaProps = TextareaProps & { maxLength: number };

/** Mantine's Textarea that stops at `maxLength` and counts once near it. */
export function LimitedTextarea({
  maxLength,
  description,
  value,
  defaultValue,
  onChange,
  ...props
}: LimitedTextareaProps) {
  const { length, handleChange } = useLimitedValue(value, defaultValue, onChange);
  return (
    <Textarea
      {...props}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      maxLength={maxLength}
      description={withCounter(description, length, maxLength)}
    />
  );
}
