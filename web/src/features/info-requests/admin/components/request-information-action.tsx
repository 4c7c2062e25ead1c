import { Button } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestInformationDialog } from './request-information-dialog.tsx';

/** The detail page's Request Information button and the dialog it opens. */
export function RequestInformationAction({
  applicationId,
  userId,
}: {
  applicationId: string;
  userId: string;
}) {
  const { t } = useTranslation('adminInfoRequests');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMessageQuestion size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('request.open')}
      </Button>
      <RequestInformationDialog
        applicationId={applicationId}
        userId={userId}
        opened={isOpen}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
