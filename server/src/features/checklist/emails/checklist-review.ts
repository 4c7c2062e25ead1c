// The email a student gets when their consultant reviews an item of their checklist (issue 28,
// item 4): accepted, changes needed (with the reason) or not needed (with the reason), with a link
// to the path's page where the checklist is. In the student's language (issue 27).
import type { Language } from '@studypath/domain';
import type { ReviewDecision } from '@studypath/domain/checklist';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export function renderChecklistReviewEmail(input: {
  email: string;
  decision: ReviewDecision;
  /** The item's title in the student's language. */
  itemTitle: string;
  reason: string | null;
  pathUrl: string;
  language: Language;
}): RenderedEmail {
  const t = emailTexts(input.language).checklistReview;
  const values = { item: input.itemTitle };
  const texts = {
    accepted: { subject: t.subjectAccepted, intro: t.introAccepted },
    needs_changes: { subject: t.subjectNeedsChanges, intro: t.introNeedsChanges },
    not_needed: { subject: t.subjectNotNeeded, intro: t.introNotNeeded },
  }[input.decision];
  const intro = [fillText(texts.intro, values)];
  if (input.reason) intro.push(input.reason);
  return renderEmail({
    template: 'checklist_review',
    language: input.language,
    subject: fillText(texts.subject, values),
    heading: t.heading,
    intro,
    action: { label: t.action, url: input.pathUrl },
    outro: [t.outro],
    reason: fillText(t.reason, { email: input.email }),
  });
}
