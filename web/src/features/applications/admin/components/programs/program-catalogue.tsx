import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PROGRAM_SEARCH_MAX_LENGTH } from '@studypath/domain/programs';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePrograms } from '../../api/get-programs.ts';
import type { ProgramsView } from '../../lib/programs-view.ts';

const SEARCH_DEBOUNCE_MS = 300;

function AttachedBadge({ label }: { label: string }) {
  return (
    <Badge color="green" variant="light" tt="none">
      {label}
    </Badge>
  );
}

interface ProgramCatalogueProps {
  isOpen: boolean;
  search: string;
  onSearchChange: (search: string) => void;
  attachedProgramIds: ReadonlySet<string>;
  onSelect: (view: ProgramsView) => void;
}

/** The catalogue, searched on the server by title or institution. */
export function ProgramCatalogue({
  isOpen,
  search,
  onSearchChange,
  attachedProgramIds,
  onSelect,
}: ProgramCatalogueProps) {
  const { t } = useTranslation(['adminApplications', 'common']);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const programs = usePrograms(debouncedSearch, { enabled: isOpen });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('programs.search')}
          placeholder={t('programs.searchPlaceholder')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={PROGRAM_SEARCH_MAX_LENGTH}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
          data-autofocus
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onSelect({ kind: 'create' })}
        >
          {t('programs.create')}
        </Button>
      </Group>
      {programs.isPending ? (
        <Center py="md" role="status" aria-label={t('common:loading')}>
          <Loader size="sm" />
        </Center>
      ) : programs.isError ? (
        <Alert color="red" variant="light" title={t('programs.loadFailed')} role="alert">
          <Button size="xs" variant="white" color="red" onClick={() => void programs.refetch()}>
            {t('programs.retry')}
          </Button>
        </Alert>
      ) : programs.data.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('programs.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {programs.data.map((program) => {
            const details = [program.institution, program.location].filter(Boolean).join(' · ');
            return (
              <Paper key={program.id} withBorder radius="md" p="sm" component="li">
                <Group justify="space-between" align="center" gap="xs" wrap="wrap">
                  <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {program.title}
                    </Text>
                    {details && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {details}
                      </Text>
                    )}
                  </div>
                  {attachedProgramIds.has(program.id) ? (
                    <AttachedBadge label={t('programs.attached')} />
                  ) : (
                    <Group gap={6} wrap="wrap">
                      {program.isAttached && <AttachedBadge label={t('programs.attached')} />}
                      <Button
                        size="xs"
                        onClick={() => onSelect({ kind: 'attach', program })}
                        aria-label={t('programs.attachNamed', { title: program.title })}
                      >
                        {t('programs.attach')}
                      </Button>
                      {/* On some study path: neither edited nor deleted (part 2 §4). */}
                      {!program.isAttached && (
                        <>
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => onSelect({ kind: 'edit', program })}
                            aria-label={t('programs.editNamed', { title: program.title })}
                          >
                            {t('programs.edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            onClick={() => onSelect({ kind: 'delete', program })}
                            aria-label={t('programs.deleteNamed', { title: program.title })}
                          >
                            {t('programs.delete')}
                          </Button>
                        </>
                      )}
                    </Group>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
