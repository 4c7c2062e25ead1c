// The "Show: Mine | All" switch of the consultant lists (issue 29). Texts come translated:
// components/ knows no feature's namespace.
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { consultantScopes, type ConsultantScope } from '../lib/consultant-scope.ts';

interface ConsultantScopeControlProps {
  value: ConsultantScope;
  onChange: (scope: ConsultantScope) => void;
  labels: { label: string; mine: string; all: string };
}

export function ConsultantScopeControl({ value, onChange, labels }: ConsultantScopeControlProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      {/* Styled as the inputs' labels beside it, so the row lines up. */}
      <Text component="span" id={labelId} size="sm" fw={500}>
        {labels.label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(next === 'all' ? 'all' : 'mine')}
        data={consultantScopes.map((scope) => ({ value: scope, label: labels[scope] }))}
      />
    </Stack>
  );
}
