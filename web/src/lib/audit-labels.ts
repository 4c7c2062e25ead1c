// How the audit vocabulary reads on the consultants' screens (part 2 §2, §3): every action and
// entity type the portal records has its label in locales/en/audit.json, the spec's rule
// (underscores become spaces, each word title case); anything newer reads by the same rule.
import {
  auditActionLabel,
  auditLogActions,
  auditLogEntityTypes,
  type AuditLogAction,
  type AuditLogEntityType,
} from '@studypath/domain/admin';
import { useTranslation } from 'react-i18next';

export const isKnownAuditAction = (action: string): action is AuditLogAction =>
  (auditLogActions as readonly string[]).includes(action);

export const isKnownAuditEntityType = (type: string): type is AuditLogEntityType =>
  (auditLogEntityTypes as readonly string[]).includes(type);

export interface AuditLabels {
  action: (action: string) => string;
  entityType: (type: string) => string;
  /** Who an event without a user is shown as. */
  system: string;
}

export function useAuditLabels(): AuditLabels {
  const { t } = useTranslation('audit');
  return {
    action: (action) =>
      isKnownAuditAction(action) ? t(`actions.${action}`) : auditActionLabel(action),
    entityType: (type) =>
      isKnownAuditEntityType(type) ? t(`entityTypes.${type}`) : auditActionLabel(type),
    system: t('system'),
  };
}
