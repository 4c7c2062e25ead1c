import { Radio, Stack } from '@mantine/core';

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string | null;
}

interface ChoiceGroupProps {
  label: string;
  options: readonly ChoiceOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** A problem the server found with the answer (e.g. a start date no longer offered). */
  error?: string;
}

/** One quiz question answered by a single choice: a radio group, named by its question. */
export function ChoiceGroup({ label, options, value, onChange, error }: ChoiceGroupProps) {
  return (
    <Radio.Group label={label} value={value ?? ''} onChange={onChange} error={error} size="md">
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            description={option.description ?? undefined}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
