import { Alert, Anchor } from '@mantine/core';
import type { DocumentUploadBlocker } from '@studypath/domain/documents';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Why uploading is not open yet (part 2 §2 notices). */
export function UploadNotice({
  blocker,
  studyPathsHref,
}: {
  blocker: DocumentUploadBlocker;
  studyPathsHref: string;
}) {
  const { t } = useTranslation('documents');
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={t(`notices.${blocker}.title`)}
    >
      {t(`notices.${blocker}.message`)}
      {blocker === 'no_study_path' && (
        <>
          {' '}
          <Anchor component={Link} to={studyPathsHref} size="sm">
            {t('notices.no_study_path.link')}
          </Anchor>
        </>
      )}
    </Alert>
  );
}
