import { afterEach, describe, expect, it } from 'vitest';
import checklistFr from '../../../locales/fr/checklist.json';
import documentsFr from '../../../locales/fr/documents.json';
import packagesFr from '../../../locales/fr/packages.json';
import statusesFr from '../../../locales/fr/statuses.json';
import { i18n, setLanguage } from './i18n.ts';
import { updateText } from './update-texts.ts';

async function inFrench() {
  i18n.addResourceBundle('fr', 'statuses', statusesFr, true, true);
  i18n.addResourceBundle('fr', 'packages', packagesFr, true, true);
  i18n.addResourceBundle('fr', 'documents', documentsFr, true, true);
  i18n.addResourceBundle('fr', 'checklist', checklistFr, true, true);
  await setLanguage('fr');
}

describe('updateText', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('reads the stored English as stored in English', () => {
    expect(updateText('Status changed to Documents Needed')).toBe(
      'Status changed to Documents Needed',
    );
    expect(updateText('Your consultant sent you 1 question to answer.')).toBe(
      'Your consultant sent you 1 question to answer.',
    );
  });

  it('translates the sentence and the names the portal owns', async () => {
    await inFrench();
    expect(updateText('Status changed to Documents Needed')).toBe(
      'Statut changé : Documents requis',
    );
    expect(updateText('Package upgraded: Basic to Ultimate')).toBe(
      'Forfait changé : de Essentiel à Intégral',
    );
    expect(updateText('Your consultant uploaded a document (Passport).')).toBe(
      'Votre conseiller ou conseillère a téléversé un document (Passeport).',
    );
    expect(updateText('Your consultant sent you 3 questions to answer.')).toBe(
      'Votre conseiller ou conseillère vous a envoyé 3 questions auxquelles répondre.',
    );
    expect(updateText(statusesFr.nextSteps.docs_needed)).toBe(statusesFr.nextSteps.docs_needed);
  });

  it('translates a checklist review, naming a rule’s item in French and a consultant’s as written', async () => {
    await inFrench();
    expect(updateText('Checklist item accepted: Passport')).toBe(
      `Élément de la liste accepté : ${checklistFr.items.passport.title}`,
    );
    expect(updateText('Changes needed: Bank letter in English')).toBe(
      'Modifications demandées : Bank letter in English',
    );
    expect(updateText('Checklist item added: Bank letter in English')).toBe(
      'Élément ajouté à la liste : Bank letter in English',
    );
  });

  it("keeps data as stored: a program's title, a file name, a consultant's words", async () => {
    await inFrench();
    expect(updateText('Program suggested: Nursing (BScN)')).toBe(
      'Programme suggéré : Nursing (BScN)',
    );
    expect(updateText('Document uploaded: offer letter.pdf')).toBe(
      'Document téléversé : offer letter.pdf',
    );
    expect(updateText('Please send your transcript again.')).toBe(
      'Please send your transcript again.',
    );
  });

  it("translates a status's next steps stored as the description", async () => {
    await inFrench();
    expect(
      updateText(
        'Your consultant needs more documents from you. Upload them on the Documents page and answer any information requests.',
      ),
    ).toBe(statusesFr.nextSteps.docs_needed);
  });
});
