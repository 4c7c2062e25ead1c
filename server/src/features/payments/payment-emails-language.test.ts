// Issue 27: payment emails in the recipient's language, with the date and the amount as Intl
// writes them for it ('25 nov. 2026', '600 $ US'). Through HTTP on a real database.
import { formatDisplayDate } from '@studypath/domain';
import { describe, expect, it } from 'vitest';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import {
  deliveredTo,
  payForPath,
  payingStudent,
  setPackagePrices,
} from '../../../test/payment-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

/** Intl separates with no-break spaces; the assertions read them as plain spaces. */
const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('payment emails by language', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });

  it('sends a French student a French receipt: French date and amount, subject too', async () => {
    await setPackagePrices(t.deps, { standard: 60_000 });
    const student = await payingStudent(t);
    const french = await student.client.request('PATCH', '/api/auth/me', {
      json: { language: 'fr' },
      withCsrf: true,
    });
    expect(french.status).toBe(200);
    await payForPath(student, 'standard');

    const [receipt] = await deliveredTo(t, mailbox, student.user.email);
    expect(plain(receipt?.subject)).toBe(
      'Paiement test, aucun montant prélevé : votre reçu StudyPath : forfait Standard',
    );
    const date = formatDisplayDate(t.clock.now(), 'fr', 'UTC');
    expect(date).toMatch(/^\d{1,2} [a-zéû]+\.? \d{4}$/);
    for (const body of [plain(receipt?.text), plain(receipt?.html)]) {
      expect(body).toContain('Montant : 600 $ US');
      expect(body).toContain(`Date : ${plain(date)}`);
      expect(body).toContain('Forfait : forfait Standard');
      expect(body).toContain('Conservez ce courriel comme reçu.');
      expect(body).not.toContain('USD');
      expect(body).not.toContain('Thank you');
    }
  });

  it('keeps an English student’s receipt in English', async () => {
    await setPackagePrices(t.deps, { standard: 60_000 });
    const student = await payingStudent(t);
    await payForPath(student, 'standard');
    const [receipt] = await deliveredTo(t, mailbox, student.user.email);
    expect(receipt?.subject).toBe(
      'Test payment, no money taken: Your StudyPath receipt: Standard package',
    );
    expect(receipt?.text).toContain('Amount: $600 USD');
    expect(receipt?.text).toContain(`Date: ${formatDisplayDate(t.clock.now(), 'en', 'UTC')}`);
  });
});
