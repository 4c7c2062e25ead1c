import { Button, Group, NativeSelect } from '@mantine/core';
import { assignableRoles, type AssignableRole } from '@studypath/domain/auth';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RoleFormProps {
  currentRole: AssignableRole;
  isBusy: boolean;
  isDisabled: boolean;
  onSubmit: (role: AssignableRole) => void;
}

/** The role select; Update Role is enabled only when the chosen role differs (part 2 §5). */
export function RoleForm({ currentRole, isBusy, isDisabled, onSubmit }: RoleFormProps) {
  const { t } = useTranslation('adminUsers');
  const [chosen, setChosen] = useState<AssignableRole>(currentRole);
  // A saved change arrives as a new currentRole: the choice follows it without remounting the form
  // (a remount would drop the focus out of the dialog).
  const [shownRole, setShownRole] = useState<AssignableRole>(currentRole);
  if (shownRole !== currentRole) {
    setShownRole(currentRole);
    setChosen(currentRole);
  }
  // The button turns disabled while saving and stays so once the role matches: the focus moves to
  // the select first, so it stays in the dialog (and Escape still closes it).
  const selectRef = useRef<HTMLSelectElement>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen === currentRole || isBusy) return;
        selectRef.current?.focus();
        onSubmit(chosen);
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          ref={selectRef}
          label={t('detail.actions.role')}
          data={assignableRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          value={chosen}
          disabled={isDisabled}
          onChange={(event) => {
            const value = assignableRoles.find((role) => role === event.currentTarget.value);
            if (value) setChosen(value);
          }}
          style={{ flex: '1 1 10rem' }}
        />
        <Button type="submit" loading={isBusy} disabled={isDisabled || chosen === currentRole}>
          {t('detail.actions.updateRole')}
        </Button>
      </Group>
    </form>
  );
}
