// An icon and colour for every action the portal records (part 2 §2 "Action (with icon)").
import type { AuditLogAction } from '@studypath/domain/admin';
import {
  IconChecklist,
  IconActivity,
  IconArrowsExchange,
  IconCreditCard,
  IconFileUpload,
  IconFileX,
  IconKey,
  IconLink,
  IconLinkOff,
  IconLinkPlus,
  IconLock,
  IconLogin,
  IconLogout,
  IconMailCheck,
  IconMailForward,
  IconMessage,
  IconMessageCheck,
  IconMessageOff,
  IconMessagePlus,
  IconMessageQuestion,
  IconNote,
  IconPencil,
  IconReceiptRefund,
  IconRoute,
  IconRouteX,
  IconSchool,
  IconSchoolOff,
  IconShieldCheck,
  IconShieldOff,
  IconShieldX,
  IconTag,
  IconUnlink,
  IconUserEdit,
  IconUserMinus,
  IconUserPlus,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';
import { isKnownAuditAction } from '../../../lib/audit-labels.ts';

export interface ActionLook {
  icon: Icon;
  color: string;
}

export const actionLooks: Record<AuditLogAction, ActionLook> = {
  user_login: { icon: IconLogin, color: 'brand' },
  user_login_failed: { icon: IconLock, color: 'red' },
  user_logout: { icon: IconLogout, color: 'gray' },
  user_register: { icon: IconUserPlus, color: 'green' },
  email_verified: { icon: IconMailCheck, color: 'green' },
  password_reset: { icon: IconKey, color: 'orange' },
  profile_update: { icon: IconUserEdit, color: 'brand' },
  user_role_change: { icon: IconUserShield, color: 'grape' },
  user_delete: { icon: IconUserMinus, color: 'red' },
  application_create: { icon: IconRoute, color: 'green' },
  application_delete: { icon: IconRouteX, color: 'red' },
  application_status_change: { icon: IconArrowsExchange, color: 'brand' },
  application_notes_update: { icon: IconNote, color: 'gray' },
  program_create: { icon: IconSchool, color: 'green' },
  program_update: { icon: IconPencil, color: 'brand' },
  program_delete: { icon: IconSchoolOff, color: 'red' },
  program_attach: { icon: IconLink, color: 'green' },
  program_remove: { icon: IconUnlink, color: 'orange' },
  document_upload: { icon: IconFileUpload, color: 'grape' },
  document_delete: { icon: IconFileX, color: 'red' },
  message_thread_create: { icon: IconMessagePlus, color: 'brand' },
  message_sent: { icon: IconMessage, color: 'brand' },
  message_thread_close: { icon: IconMessageOff, color: 'gray' },
  info_request_create: { icon: IconMessageQuestion, color: 'orange' },
  info_request_answer: { icon: IconMessageCheck, color: 'green' },
  payment_succeeded: { icon: IconCreditCard, color: 'green' },
  payment_refunded: { icon: IconReceiptRefund, color: 'orange' },
  package_prices_update: { icon: IconTag, color: 'grape' },
  guardian_invitation_sent: { icon: IconMailForward, color: 'brand' },
  guardian_consent_given: { icon: IconShieldCheck, color: 'green' },
  guardian_consent_refused: { icon: IconShieldX, color: 'red' },
  guardian_consent_withdrawn: { icon: IconShieldOff, color: 'orange' },
  guardian_link_created: { icon: IconLinkPlus, color: 'green' },
  guardian_link_ended: { icon: IconLinkOff, color: 'orange' },
  checklist_answers_update: { icon: IconChecklist, color: 'brand' },
  checklist_item_review: { icon: IconChecklist, color: 'teal' },
  checklist_item_add: { icon: IconChecklist, color: 'brand' },
  checklist_item_remove: { icon: IconChecklist, color: 'red' },
};

/** An action recorded by a newer server than this page still gets an icon. */
export function actionLook(action: string): ActionLook {
  return isKnownAuditAction(action) ? actionLooks[action] : { icon: IconActivity, color: 'gray' };
}
