// The server's English for every refusal code (domain's refusal-codes.ts): the error body's
// `message`, written for API users, letter for letter what it has always been. People using the
// portal read the web's own texts for the code (its `refusals` locale namespace) instead. A
// sentence that names values (limits, dates, names) is a function of the `params` sent beside it.
// Texts the domain shares with the screens (its schemas' or rules' words) are taken from there.
import {
  adminUserMessages,
  CARD_DECLINED_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  createApplicationBlockerTexts,
  documentUploadBlockerMessages,
  INCORRECT_CARD_NUMBER_MESSAGE,
  INCORRECT_CVC_MESSAGE,
  infoRequestMessages,
  INVALID_CVC_MESSAGE,
  PATH_HOLDS_PAYMENT_MESSAGE,
  threadMessages,
  type RefusalCode,
  type RefusalParams,
  formatDisplayDate,
} from '@studypath/domain';

/** The method and path of a request no route answers. */
type RouteParams = { method: string; path: string };

export const refusalMessages = {
  bad_request: 'The request could not be understood.',
  validation_error: 'Some fields are invalid.',
  unauthorized: 'You are not signed in.',
  forbidden: 'You do not have access to this.',
  csrf_invalid: 'Invalid or missing CSRF token. Refresh the page and try again.',
  email_not_verified: 'Please verify your email address before signing in.',
  not_found: 'Not found.',
  request_timeout: 'The request took too long to arrive. Please try again.',
  conflict: 'This conflicts with the current state.',
  path_holds_payment: PATH_HOLDS_PAYMENT_MESSAGE,
  payment_declined: 'Your card was declined.',
  payload_too_large: 'The request body is too large.',
  uri_too_long: 'The address is too long.',
  unsupported_media_type: 'This kind of request body is not accepted here. Send JSON.',
  rate_limited: 'Too many requests. Please wait and try again.',
  headers_too_large: 'The request headers are too large. Clearing cookies for this site may help.',
  service_unavailable: 'The service is not available right now. Please try again shortly.',
  payment_provider_error: 'The payment service could not be reached. Please try again in a moment.',
  internal_error: 'Something went wrong on our side. Please try again.',

  'request.invalid_json': 'The request body is not valid JSON.',
  'request.malformed_url': 'The address is not valid: it has a malformed %-escape.',
  'route.api_not_found': ({ method, path }: RouteParams) => `No API route for ${method} ${path}`,
  'route.not_found': ({ method, path }: RouteParams) => `No route for ${method} ${path}`,
  'server.shutting_down': 'The server is shutting down.',
  'health.database_unreachable': 'The database is not reachable.',

  'account.email_taken': 'An account with this email already exists.',
  'account.invalid_verification_link': 'The verification link is invalid or has expired',
  'account.invalid_reset_link': 'The reset link is invalid or has expired.',
  'account.rate_limited': 'Too many attempts. Please wait a while and try again.',
  'auth.invalid_credentials': 'Invalid credentials',
  'auth.sign_in_rate_limited': ({ minutes }: { minutes: number }) =>
    `Too many sign-in attempts. Please wait ${minutes} minutes and try again.`,
  'live.session_stream_cap':
    'Too many live connections are open in this browser. Close some StudyPath tabs and try again.',
  'live.user_stream_cap':
    'Too many live connections are open for this account. Close some StudyPath tabs or sign out ' +
    'on devices you no longer use, and try again.',

  'study_path.not_found': 'Study path not found.',
  'study_path.profile_incomplete': createApplicationBlockerTexts.profile_incomplete.message,
  'study_path.active_path_exists': createApplicationBlockerTexts.active_path_exists.message,
  'study_path.already_ended': 'This study path has already ended and cannot be closed.',
  'study_path.other_active_path':
    'This student already has another active study path. Close or complete it before reopening this one.',
  'checklist.item_not_found': 'This item is not on the study path’s checklist.',
  'checklist.nothing_to_review':
    'No document has been uploaded for this item yet. Accept or ask for changes once there is one.',
  'checklist.not_custom_item':
    'Only items a consultant added can be removed. Mark a rule’s item as not needed instead.',
  'team.not_a_consultant': 'Choose an administrator: only administrators can hold study paths.',
  'team.handover_to_self':
    'Choose another administrator to take the study paths, or share them out by caseload.',
  'program.not_found': 'Program not found.',
  'program.attached_cannot_edit': 'This program is attached to a study path and cannot be edited.',
  'program.attached_cannot_delete':
    'This program is attached to a study path and cannot be deleted.',
  'program.already_attached': 'This program is already attached to this study path.',
  'program.not_attached': 'This program is not attached to this study path.',
  'program_image.not_multipart': 'Send the image as multipart/form-data with a file field.',
  'program_image.no_file': 'Choose an image file to upload.',
  'program_image.wrong_category': "The upload category must be 'program_image'.",
  'program_image.not_an_image': 'Only JPG and PNG images can be uploaded.',
  'program_image.too_large': ({ maxMegabytes }: { maxMegabytes: number }) =>
    `The image is larger than ${maxMegabytes} MB. Choose a smaller one.`,
  'program_image.not_found': 'Image not found.',

  'user.not_found': adminUserMessages.notFound,
  'user.own_role': adminUserMessages.ownRole,
  'user.guardian_role': adminUserMessages.guardianRole,
  'user.own_account': adminUserMessages.ownAccount,
  'user.last_administrator': adminUserMessages.lastAdministrator,
  'student.not_found': 'Student not found.',
  'info_request.not_found': infoRequestMessages.notFound,
  'info_request.path_not_found': infoRequestMessages.pathNotFound,
  'info_request.already_answered': infoRequestMessages.alreadyAnswered,
  'info_request.missing_answers': infoRequestMessages.missingAnswers,
  'info_request.unknown_question': infoRequestMessages.unknownQuestion,
  'thread.not_found': threadMessages.threadNotFound,
  'thread.closed': threadMessages.threadClosed,
  'attachment.not_found': 'Attachment not found.',
  'attachment.file_gone': 'This attachment file is no longer accessible.',
  'attachment.unknown_upload':
    'This upload was not found, belongs to someone else or was already sent.',

  'document.not_found': 'Document not found.',
  'document.file_gone': 'This document file is no longer accessible.',
  'document.uploaded_by_consultant':
    'This document was uploaded by your educational consultant and cannot be deleted.',
  'document.unknown_upload':
    'This upload was not found, belongs to someone else or was already registered.',
  'document.no_study_path': documentUploadBlockerMessages.no_study_path,
  'document.under_review': documentUploadBlockerMessages.under_review,
  'document.not_multipart': 'Send the document as multipart/form-data with a file field.',
  'document.no_file': 'Choose a file to upload.',
  'document.path_of_another_student': 'This study path belongs to another student.',
  'upload.invalid_link': 'This upload link is not valid.',
  'upload.expired_link': 'This upload link has expired. Please upload the file again.',
  'upload.used_link': 'This upload link has already been used. Please upload the file again.',
  'upload.not_received': 'The file was not uploaded. Please upload it again.',
  'upload.rate_limited': 'Too many uploads in the last hour. Please wait and try again.',
  'file.too_large': ({ maxMegabytes }: { maxMegabytes: number }) =>
    `The file is larger than ${maxMegabytes}MB`,
  'file.empty': 'The file is empty.',
  'file.not_allowed': "The file's content is not a PDF, DOC, DOCX, JPG or PNG file.",

  'payment.not_found': 'Payment not found.',
  'payment.intent_not_found': 'Payment not found. Go back to the packages and try again.',
  'payment.path_ended': 'This study path has ended, so it takes no payment.',
  'payment.path_changed':
    'Your study path changed since you chose this package, so this payment was cancelled. Go back to the packages and choose again.',
  'payment.package_already_owned': (params: { package: string }) =>
    `This study path already has the ${params.package} package.`,
  'payment.package_included': ({ owned, wanted }: { owned: string; wanted: string }) =>
    `This study path already has the ${owned} package, which includes ${wanted}: only a higher package can be bought.`,
  'payment.already_paid': 'This package is already paid for. Refresh the page to see it.',
  'payment.changed_meanwhile':
    'You chose another package in the meantime. Go back to the packages and choose again.',
  'payment.refunded_automatically':
    'Your payment went through after your study path changed, so it was not applied and has been refunded in full. An email tells you why.',
  'card.declined': CARD_DECLINED_MESSAGE,
  'card.number_incorrect': INCORRECT_CARD_NUMBER_MESSAGE,
  'card.expired': CARD_EXPIRED_MESSAGE,
  'card.cvc_incorrect': INCORRECT_CVC_MESSAGE,
  'card.cvc_invalid': INVALID_CVC_MESSAGE,
  'refund.not_succeeded': 'Only a payment that went through can be refunded.',
  'refund.already_refunded': 'This payment has already been refunded.',
  'refund.free': 'A free activation charged nothing, so there is nothing to refund.',
  'refund.later_payment':
    'A later upgrade of this study path was paid after this payment. Refund the upgrade first.',
  'refund.other_provider':
    'This payment was taken by a payment provider that is no longer configured; refund it there.',
  'refund.window_passed': ({ days, paidOn }: { days: number; paidOn: string }) =>
    `Payments can be refunded within ${days} days; this one was made on ${formatDisplayDate(paidOn, 'en', 'UTC')}.`,
  'stripe.not_configured': 'Stripe is not configured here.',
  'stripe.invalid_signature': 'Invalid or missing Stripe signature.',
  'guardian.consent_required':
    'Your guardian must consent before you can do this, because you are under 18. Your dashboard shows how to ask them.',
  'guardian.invalid_consent_link':
    'This consent link is not valid. Ask the student to send a new one from their StudyPath dashboard.',
  'guardian.expired_consent_link':
    'This consent link has expired. Ask the student to send a new one from their StudyPath dashboard.',
  'guardian.used_consent_link':
    'This consent link has already been used or replaced by a newer one. Use the newest email, or ask the student to send a new link.',
  'guardian.consent_text_changed':
    'The consent text has changed since this page was opened. Reload the page, read it again and decide.',
  'guardian.consent_not_needed':
    'No guardian consent is needed now: you are 18 or older, or your guardian has already consented.',
  'guardian.no_guardian_email':
    "Add your guardian's email to your profile first, in the Guardian tab.",
  'guardian.invitation_limit': ({ limit }: { limit: number }) =>
    `You can send your guardian at most ${limit} consent emails a day. Please try again tomorrow.`,
  'guardian.account_exists':
    'An account with this email already exists. Sign in, then link the student.',
  'guardian.not_consented': 'There is no standing consent to withdraw.',
  'guardian.student_is_minor':
    "While you are under 18, your guardian's access cannot be ended here.",
  'guardian.link_not_found': 'This guardian access was not found.',
  'data_export.daily_limit':
    'You can download your data once a day. Your page says when you can ask again.',
  'data_export.not_found': 'This data export was not found.',
  'data_export.not_ready': 'This data export is not ready yet. Please wait until it is.',
  'data_export.expired':
    'This download link has expired. Ask for a new export on your Privacy & data page.',

  'account_deletion.wrong_password':
    'The password is not correct. Your account was not scheduled for deletion.',
  'account_deletion.already_scheduled':
    'Your account is already scheduled for deletion. Cancel it first to ask again.',
} as const satisfies Record<RefusalCode, string | ((params: never) => string)>;

type RefusalMessages = typeof refusalMessages;

/** The params a code's sentence names; never for a fixed sentence. */
export type RefusalParamsOf<Code extends RefusalCode> = RefusalMessages[Code] extends (
  params: infer Params,
) => string
  ? Params
  : never;

/** The codes whose sentence names no values. */
export type FixedRefusalCode = {
  [Code in RefusalCode]: RefusalMessages[Code] extends string ? Code : never;
}[RefusalCode];

/** The English of `code`, with `params` put in when its sentence names values. */
export function refusalMessageOf(code: RefusalCode, params: RefusalParams = {}): string {
  const message = refusalMessages[code] as string | ((params: RefusalParams) => string);
  return typeof message === 'string' ? message : message(params);
}
