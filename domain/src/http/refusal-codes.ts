// Every refusal the server sends carries one of these stable codes (`code` in the error body), so
// a client picks its own text for it (the web's `refusals` locale namespace) instead of showing the
// server's English, which stays the API's `message`. Each code belongs to one coarse category of
// error.schemas.ts (the body's `error`), which decides the HTTP status. A category is also a code:
// what a refusal carries when it has nothing more specific to say. Specific codes read
// `area.reason`, in snake_case. A code, once sent, keeps its meaning: clients key texts by it.
import { z } from 'zod';
import type { ErrorCode } from './error.schemas.ts';

export const refusalCategories = {
  // The categories themselves (every one of errorCodes).
  bad_request: 'bad_request',
  validation_error: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  csrf_invalid: 'csrf_invalid',
  email_not_verified: 'email_not_verified',
  not_found: 'not_found',
  request_timeout: 'request_timeout',
  conflict: 'conflict',
  path_holds_payment: 'path_holds_payment',
  payment_declined: 'payment_declined',
  payload_too_large: 'payload_too_large',
  uri_too_long: 'uri_too_long',
  unsupported_media_type: 'unsupported_media_type',
  rate_limited: 'rate_limited',
  headers_too_large: 'headers_too_large',
  service_unavailable: 'service_unavailable',
  payment_provider_error: 'payment_provider_error',
  internal_error: 'internal_error',

  // The request itself, before any feature sees it.
  'request.invalid_json': 'bad_request',
  'request.malformed_url': 'bad_request',
  /** Params: method, path. */
  'route.api_not_found': 'not_found',
  /** Params: method, path. */
  'route.not_found': 'not_found',
  'server.shutting_down': 'service_unavailable',
  'health.database_unreachable': 'service_unavailable',

  // Accounts and sign-in.
  'account.email_taken': 'conflict',
  'account.invalid_verification_link': 'bad_request',
  'account.invalid_reset_link': 'bad_request',
  'account.rate_limited': 'rate_limited',
  'auth.invalid_credentials': 'unauthorized',
  /** Params: minutes (how long to wait). */
  'auth.sign_in_rate_limited': 'rate_limited',
  'live.session_stream_cap': 'rate_limited',
  'live.user_stream_cap': 'rate_limited',

  // Study paths and programs.
  'study_path.not_found': 'not_found',
  'study_path.profile_incomplete': 'conflict',
  'study_path.active_path_exists': 'conflict',
  'study_path.already_ended': 'conflict',
  'study_path.other_active_path': 'conflict',
  'checklist.item_not_found': 'not_found',
  'checklist.nothing_to_review': 'conflict',
  'checklist.not_custom_item': 'conflict',
  'team.not_a_consultant': 'bad_request',
  'team.handover_to_self': 'bad_request',
  'program.not_found': 'not_found',
  'program.attached_cannot_edit': 'conflict',
  'program.attached_cannot_delete': 'conflict',
  'program.already_attached': 'conflict',
  'program.not_attached': 'not_found',
  'program_image.not_multipart': 'unsupported_media_type',
  'program_image.no_file': 'bad_request',
  'program_image.wrong_category': 'bad_request',
  'program_image.not_an_image': 'bad_request',
  /** Params: maxMegabytes. */
  'program_image.too_large': 'payload_too_large',
  'program_image.not_found': 'not_found',

  // Users, students, information requests, conversations.
  'user.not_found': 'not_found',
  'user.own_role': 'conflict',
  'user.guardian_role': 'conflict',
  'user.own_account': 'conflict',
  'user.last_administrator': 'conflict',
  'student.not_found': 'not_found',
  'info_request.not_found': 'not_found',
  'info_request.path_not_found': 'not_found',
  'info_request.already_answered': 'conflict',
  'info_request.missing_answers': 'validation_error',
  'info_request.unknown_question': 'validation_error',
  'thread.not_found': 'not_found',
  'thread.closed': 'conflict',
  'attachment.not_found': 'not_found',
  'attachment.file_gone': 'not_found',
  'attachment.unknown_upload': 'bad_request',

  // Documents, uploads and the files themselves.
  'document.not_found': 'not_found',
  'document.file_gone': 'not_found',
  'document.uploaded_by_consultant': 'forbidden',
  'document.unknown_upload': 'bad_request',
  'document.no_study_path': 'conflict',
  'document.under_review': 'conflict',
  'document.not_multipart': 'unsupported_media_type',
  'document.no_file': 'bad_request',
  'document.path_of_another_student': 'bad_request',
  'upload.invalid_link': 'bad_request',
  'upload.expired_link': 'bad_request',
  'upload.used_link': 'bad_request',
  'upload.not_received': 'bad_request',
  'upload.rate_limited': 'rate_limited',
  /** Params: maxMegabytes. */
  'file.too_large': 'payload_too_large',
  'file.empty': 'bad_request',
  'file.not_allowed': 'bad_request',

  // Payments, cards and refunds.
  'payment.not_found': 'not_found',
  'payment.intent_not_found': 'not_found',
  'payment.path_ended': 'conflict',
  'payment.path_changed': 'conflict',
  /** Params: package (the name of the package the path has, and was asked for again). */
  'payment.package_already_owned': 'conflict',
  /** Params: owned, wanted (package names): the owned package includes the wanted one. */
  'payment.package_included': 'conflict',
  'payment.already_paid': 'conflict',
  'payment.changed_meanwhile': 'conflict',
  'payment.refunded_automatically': 'conflict',
  'card.declined': 'payment_declined',
  'card.number_incorrect': 'payment_declined',
  'card.expired': 'payment_declined',
  'card.cvc_incorrect': 'payment_declined',
  'card.cvc_invalid': 'payment_declined',
  'refund.not_succeeded': 'conflict',
  'refund.already_refunded': 'conflict',
  'refund.free': 'conflict',
  'refund.later_payment': 'conflict',
  'refund.other_provider': 'conflict',
  /** Params: days (the refund window), paidOn (YYYY-MM-DD, the UTC day it was paid). */
  'refund.window_passed': 'conflict',
  'stripe.not_configured': 'not_found',
  'stripe.invalid_signature': 'bad_request',

  // Guardians of students under 18 (issue 26).
  'guardian.consent_required': 'forbidden',
  'guardian.invalid_consent_link': 'bad_request',
  'guardian.expired_consent_link': 'bad_request',
  'guardian.used_consent_link': 'bad_request',
  'guardian.consent_text_changed': 'conflict',
  'guardian.consent_not_needed': 'conflict',
  'guardian.no_guardian_email': 'conflict',
  /** Params: limit (invitations a day). */
  'guardian.invitation_limit': 'rate_limited',
  'guardian.account_exists': 'conflict',
  'guardian.not_consented': 'conflict',
  'guardian.student_is_minor': 'conflict',
  'guardian.link_not_found': 'not_found',

  // Privacy: "Download my data" (issue 30, decision 040).
  'data_export.daily_limit': 'rate_limited',
  'data_export.not_found': 'not_found',
  'data_export.not_ready': 'conflict',
  'data_export.expired': 'not_found',

  // Privacy: "Delete my account" (issue 30, decision 042).
  'account_deletion.wrong_password': 'forbidden',
  'account_deletion.already_scheduled': 'conflict',
} as const satisfies Record<string, ErrorCode>;

export type RefusalCode = keyof typeof refusalCategories;

export const refusalCodes = Object.keys(refusalCategories) as [RefusalCode, ...RefusalCode[]];
export const refusalCodeSchema = z.enum(refusalCodes);

/** Whether `code` (e.g. a body's `code` read by a client) is one of the catalogue's. */
export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(refusalCategories, code);
}

/** The values a refusal's text names (limits, dates, names), beside its `message`. */
export const refusalParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type RefusalParams = z.infer<typeof refusalParamsSchema>;
