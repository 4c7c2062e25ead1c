import { Button, Text } from '@mantine/core';
import type { GuardianStudent } from '@studypath/domain/guardians';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { refusalMessage } from '../../../../lib/refusal-message.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { useWithdrawConsent } from '../../api/withdraw-consent.ts';
import { SectionFrame } from './section-frame.tsx';

/** "Withdraw consent" (item 6), only while consent stands, asked about first. */
export function WithdrawSection({ student }: { student: GuardianStudent }) {
  const { t } = useTranslation('guardians');
  const [isAsking, setAsking] = useState(false);
  const withdrawal = useWithdrawConsent();
  const name = student.studentName;
  const message = t('area.withdraw.message', { name });
  if (student.consentState !== 'given') return null;
  return (
    <SectionFrame title={t('area.withdraw.heading')}>
      <Text size="sm">{message}</Text>
      <Button
        color="red"
        variant="light"
        onClick={() => setAsking(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('area.withdraw.button')}
      </Button>
      <ConfirmDialog
        opened={isAsking}
        title={t('area.withdraw.title')}
        message={message}
        confirmLabel={t('area.withdraw.confirm')}
        cancelLabel={t('area.withdraw.cancel')}
        isBusy={withdrawal.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          withdrawal.mutate(student.studentId, {
            onSuccess: () => {
              setAsking(false);
              showToast({ variant: 'success', title: t('area.withdraw.done'), message: '' });
            },
            onError: (error) =>
              showToast({
                variant: 'destructive',
                title: t('area.withdraw.failed'),
                message: refusalMessage(error) ?? '',
              }),
          })
        }
      />
    </SectionFrame>
  );
}
