import { Anchor, Badge, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminUserDetail } from '@studypath/domain/admin';
import type { AssignableRole } from '@studypath/domain/auth';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentCategoryLabel } from '../../../lib/document-category-labels.ts';
import { Link } from 'react-router';
import { ProfileCard } from '../../../components/profile-card.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { visibleProfileCards } from '../../../lib/profile/profile-view-cards.ts';
import { statusColor, statusLabel } from '../../../lib/status-display.ts';
import type { AdminUserLinks } from '../lib/user-links.ts';
import { legalNameOf } from '../../../lib/legal-name.ts';
import { MinorBadge } from '../../../components/minor-badge.tsx';
import { CompletionBadge } from './completion-badge.tsx';
import { DetailSection } from './detail-section.tsx';
import { RoleForm } from './role-form.tsx';
import { UserPayments } from './user-payments.tsx';
import { fieldOfStudyLabel } from '../../../lib/quiz-choice-labels.ts';

export interface UserDetailProps {
  detail: AdminUserDetail;
  /** The signed-in admin's own account: the server refuses its role change and deletion. */
  isOwnAccount: boolean;
  isUpdatingRole: boolean;
  onUpdateRole: (role: AssignableRole) => void;
  onDelete: () => void;
  links: AdminUserLinks;
  /**
   * The student's guardian consent (guardians feature, issue 26), placed by the page: it renders
   * nothing for a student it does not concern.
   */
  guardianConsent?: (userId: string) => ReactNode;
}

const listStyle = { listStyle: 'none' } as const;

/**
 * The dialog's body: who, statistics, role and deletion, profile sections, a student's guardian
 * consent, paths, documents, and a student's payments (those of deleted paths too).
 */
export function UserDetail(props: UserDetailProps) {
  const { detail, isOwnAccount, isUpdatingRole, onUpdateRole, onDelete, links } = props;
  const { guardianConsent } = props;
  const { t } = useTranslation('adminUsers');
  const categoryLabel = useDocumentCategoryLabel();
  const { user, profile, applications, documents, statistics } = detail;
  const name = legalNameOf(profile);
  const cards = visibleProfileCards(profile);
  const statisticsItems = [
    { label: t('detail.statistics.applications'), value: String(statistics.applications) },
    { label: t('detail.statistics.documents'), value: String(statistics.documents) },
    {
      label: t('detail.statistics.verified'),
      value: statistics.isEmailVerified ? t('yes') : t('no'),
    },
  ];
  return (
    <Stack gap="lg">
      <div>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {name ?? user.email}
          </Text>
          <Badge variant="light" color={user.role === 'admin' ? 'grape' : 'gray'} tt="none">
            {t(`roles.${user.role}`)}
          </Badge>
          {detail.isMinor && <MinorBadge />}
        </Group>
        {name && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        )}
        {profile.displayName && (
          <Text size="sm">{t('detail.displayName', { name: profile.displayName })}</Text>
        )}
        <Text size="sm" c="dimmed">
          {t('detail.joined', { date: formatDate(user.createdAt) })}
        </Text>
      </div>

      <DetailSection title={t('detail.statistics.heading')}>
        <SimpleGrid component="dl" cols={3} spacing="sm" m={0}>
          {statisticsItems.map(({ label, value }) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed" fw={600}>
                {label}
              </Text>
              <Text component="dd" m={0} fw={700} size="lg">
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </DetailSection>

      <DetailSection title={t('detail.actions.heading')}>
        {isOwnAccount && (
          <Text size="sm" c="dimmed">
            {t('detail.actions.ownAccount')}
          </Text>
        )}
        {/* A guardian account's role is not the consultants' to change (issue 26). */}
        {user.role !== 'guardian' && (
          <RoleForm
            key={user.id}
            currentRole={user.role}
            isBusy={isUpdatingRole}
            isDisabled={isOwnAccount}
            onSubmit={onUpdateRole}
          />
        )}
        <Box>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={isOwnAccount}
            onClick={onDelete}
          >
            {t('detail.actions.deleteUser')}
          </Button>
        </Box>
      </DetailSection>

      <DetailSection title={t('detail.profile.heading')}>
        <Group gap="xs">
          <CompletionBadge percentage={profile.completionPercentage} />
          <Text size="sm" c="dimmed">
            {t('detail.profile.completion', { percentage: profile.completionPercentage })}
          </Text>
        </Group>
        {cards.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.profile.empty')}
          </Text>
        ) : (
          <Stack gap="sm">
            {cards.map((card) => (
              <ProfileCard key={card.card} {...card} profile={profile} headingOrder={4} />
            ))}
          </Stack>
        )}
      </DetailSection>

      {user.role === 'student' && guardianConsent?.(user.id)}

      <DetailSection title={t('detail.studyPaths.heading')}>
        {applications.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.studyPaths.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
            {applications.map((application) => {
              const started = formatDate(application.createdAt);
              return (
                <Group component="li" key={application.id} gap="xs" wrap="wrap">
                  <Badge variant="light" color={statusColor(application.status)} tt="none">
                    {statusLabel(application.status)}
                  </Badge>
                  <Text size="sm">
                    {application.fieldOfStudy
                      ? `${fieldOfStudyLabel(application.fieldOfStudy)} · `
                      : ''}
                    {t('detail.studyPaths.started', { date: started })}
                  </Text>
                  <Anchor
                    component={Link}
                    to={links.application(application.id)}
                    size="sm"
                    aria-label={t('detail.studyPaths.openNamed', { date: started })}
                  >
                    {t('detail.studyPaths.open')}
                  </Anchor>
                </Group>
              );
            })}
          </Stack>
        )}
      </DetailSection>

      <DetailSection title={t('detail.documents.heading')}>
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.documents.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
            {documents.map((document) => (
              <Box component="li" key={document.id}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {document.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('detail.documents.uploaded', {
                    category: categoryLabel(document.category),
                    date: formatDate(document.createdAt),
                  })}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </DetailSection>

      {user.role === 'student' && <UserPayments userId={user.id} />}
    </Stack>
  );
}
