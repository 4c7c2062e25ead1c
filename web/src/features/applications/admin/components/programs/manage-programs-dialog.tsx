import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramsView } from '../../lib/programs-view.ts';
import { AttachProgramForm } from './attach-program-form.tsx';
import { DeleteProgramConfirm } from './delete-program-confirm.tsx';
import { ProgramCatalogue } from './program-catalogue.tsx';
import { ProgramForm } from './program-form.tsx';

interface ManageProgramsDialogProps {
  applicationId: string;
  /** Programs on this path: they read 'Attached' and cannot be edited or deleted (part 2 §4). */
  attachedProgramIds: ReadonlySet<string>;
  opened: boolean;
  onClose: () => void;
}

/** Manage Programs (part 2 §2): search, attach with optional notes, create, edit, delete. */
export function ManageProgramsDialog({
  applicationId,
  attachedProgramIds,
  opened,
  onClose,
}: ManageProgramsDialogProps) {
  const { t } = useTranslation('adminApplications');
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [view, setView] = useState<ProgramsView>({ kind: 'catalogue' });
  // The search survives a step into a form and back.
  const [search, setSearch] = useState('');
  const backToCatalogue = () => setView({ kind: 'catalogue' });
  const close = () => {
    setView({ kind: 'catalogue' });
    onClose();
  };
  const titles = {
    catalogue: t('programs.title'),
    create: t('programs.form.createTitle'),
    edit: t('programs.form.editTitle'),
    attach: t('programs.attachForm.title'),
    delete: t('programs.deleteConfirm.title'),
  } as const;

  return (
    <Modal opened={opened} onClose={close} title={titles[view.kind]} size="lg" fullScreen={isPhone}>
      {view.kind === 'catalogue' && (
        <ProgramCatalogue
          isOpen={opened}
          search={search}
          onSearchChange={setSearch}
          attachedProgramIds={attachedProgramIds}
          onSelect={setView}
        />
      )}
      {view.kind === 'attach' && (
        <AttachProgramForm
          applicationId={applicationId}
          program={view.program}
          onDone={backToCatalogue}
        />
      )}
      {view.kind === 'create' && <ProgramForm onDone={backToCatalogue} />}
      {view.kind === 'edit' && <ProgramForm program={view.program} onDone={backToCatalogue} />}
      {view.kind === 'delete' && (
        <DeleteProgramConfirm program={view.program} onDone={backToCatalogue} />
      )}
    </Modal>
  );
}
