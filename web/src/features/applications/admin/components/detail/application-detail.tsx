import { Grid, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { parseApiError } from '../../../../../lib/parse-api-error.ts';
import { useAdminApplication } from '../../api/get-admin-application.ts';
import { useApplicationUpdates } from '../../api/get-application-updates.ts';
import { useApplicationDocuments } from '../../api/get-application-documents.ts';
import { useAttachedPrograms } from '../../api/get-attached-programs.ts';
import { ManageProgramsDialog } from '../programs/manage-programs-dialog.tsx';
import { AssignmentCard } from './assignment-card.tsx';
import { AttachedProgramsCard } from './attached-programs-card.tsx';
import { legalNameOf } from '../../../../../lib/legal-name.ts';
import { DetailHeader } from './detail-header.tsx';
import { DetailLoadError, DetailLoading, DetailNotFound } from './detail-states.tsx';
import { DocumentsCard } from './documents-card.tsx';
import { NotesCard } from './notes-card.tsx';
import { PaymentsCard } from './payments-card.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { StatusActionsCard } from './status-actions-card.tsx';
import { StudentInformationCard } from './student-information-card.tsx';
import { StudyPathInformationCard } from './study-path-information-card.tsx';

/** What the composed parts (from other features) need of the loaded path. */
export interface LoadedPath {
  id: string;
  /** The student who owns the path. */
  userId: string;
}

interface ApplicationDetailProps {
  id: string;
  listHref: string;
  /** Admin Messages with the student's thread. */
  messageStudentHref: (userId: string) => string;
  /** The header's Request Information action (information requests feature). */
  requestInformation: (path: LoadedPath) => ReactNode;
  /** The Q&A Responses card (information requests feature). */
  qaCard: (path: LoadedPath) => ReactNode;
  /** The path's document checklist (checklist feature, issue 28), under its documents. */
  checklist?: (path: LoadedPath) => ReactNode;
  /** The student's guardian consent (guardians feature, issue 26), after their information. */
  guardianConsent?: (path: LoadedPath) => ReactNode;
}

/**
 * One study path for the consultant (part 2 §2): the path, its updates, programs and documents, each
 * refreshed every 10 s. Status & Actions, Assignment (issue 29) and Notes come first in reading
 * order (the right-hand column on a wide screen, the top of the page on a phone).
 */
export function ApplicationDetail({
  id,
  listHref,
  messageStudentHref,
  requestInformation,
  qaCard,
  checklist,
  guardianConsent,
}: ApplicationDetailProps) {
  const navigate = useNavigate();
  const application = useAdminApplication(id);
  const updates = useApplicationUpdates(id);
  const programs = useAttachedPrograms(id);
  const documents = useApplicationDocuments(id);
  const [isManagingPrograms, setManagingPrograms] = useState(false);

  if (application.isPending) return <DetailLoading />;
  if (application.isError) {
    if (parseApiError(application.error).status === 404) {
      return <DetailNotFound listHref={listHref} />;
    }
    return <DetailLoadError onRetry={() => void application.refetch()} />;
  }
  const path = application.data;
  return (
    <Stack gap="lg">
      <DetailHeader
        applicationId={path.id}
        student={legalNameOf(path) ?? path.email}
        listHref={listHref}
        onManagePrograms={() => setManagingPrograms(true)}
        requestInformation={requestInformation(path)}
        messageStudentHref={messageStudentHref(path.userId)}
        isMinor={path.isMinor}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
          <Stack gap="lg">
            <StatusActionsCard application={path} onDeleted={() => void navigate(listHref)} />
            <AssignmentCard applicationId={path.id} />
            <NotesCard application={path} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="lg">
            {updates.data && updates.data.length > 0 && <RecentActivity updates={updates.data} />}
            <AttachedProgramsCard
              applicationId={path.id}
              programs={programs.data}
              hasFailed={programs.isError}
            />
            <StudentInformationCard application={path} />
            {guardianConsent?.(path)}
            <StudyPathInformationCard application={path} />
            <PaymentsCard applicationId={path.id} />
            <DocumentsCard
              applicationId={path.id}
              userId={path.userId}
              documents={documents.data}
              hasFailed={documents.isError}
            />
            {checklist?.(path)}
            {qaCard(path)}
          </Stack>
        </Grid.Col>
      </Grid>
      <ManageProgramsDialog
        applicationId={path.id}
        attachedProgramIds={new Set(programs.data?.map((link) => link.program.id))}
        opened={isManagingPrograms}
        onClose={() => setManagingPrograms(false)}
      />
    </Stack>
  );
}
