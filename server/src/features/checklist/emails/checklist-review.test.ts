import { describe, expect, it } from 'vitest';
import { renderChecklistReviewEmail } from './checklist-review.ts';

const pathUrl = 'https://portal.example.test/application/5f0c6a1e-0000-4000-8000-000000000001';

describe('the checklist review email', () => {
  it.each([
    ['accepted', 'Your consultant accepted a document: Passport', 'and accepted it'],
    ['needs_changes', 'A document needs changes: Passport', 'asks for changes'],
    ['not_needed', 'No longer on your checklist: Passport', 'as not needed'],
  ] as const)(
    'says what the consultant decided (%s), with the link to the path',
    (decision, subject, says) => {
      const email = renderChecklistReviewEmail({
        email: 'ana@example.com',
        decision,
        itemTitle: 'Passport',
        reason: decision === 'accepted' ? null : 'Scan the whole page.',
        pathUrl,
        language: 'en',
      });
      expect(email.template).toBe('checklist_review');
      expect(email.subject).toBe(subject);
      for (const body of [email.text, email.html]) {
        expect(body).toContain(says);
        expect(body).toContain(pathUrl);
        expect(body.includes('Scan the whole page.')).toBe(decision !== 'accepted');
      }
    },
  );

  it('is written in the student’s language, the consultant’s reason escaped in HTML', () => {
    const email = renderChecklistReviewEmail({
      email: 'ana@example.com',
      decision: 'needs_changes',
      itemTitle: 'Passeport',
      reason: 'Page <b>2</b> manque',
      pathUrl,
      language: 'fr',
    });
    expect(email.subject).toBe('Un document doit être modifié : Passeport');
    expect(email.html).toContain('Page &lt;b&gt;2&lt;/b&gt; manque');
    expect(email.text).toContain('Page <b>2</b> manque');
  });
});
