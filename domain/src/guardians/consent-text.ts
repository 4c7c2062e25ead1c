// The text a guardian agrees to on /guardian/consent (issue 26). It lives here, not in the web's
// locale files, because it is a record: the server stores the SHA-256 of the exact text shown
// beside each decision (its version), and the page sends back the version it displayed, so a
// decision always names the words it was made on. Changing a word makes a new version; old rows
// keep theirs. French joins as a second language (issue 27), with its own version.
//
// It restates the privacy text of the spec (part 1): what StudyPath is and does, what it holds
// and for how long. `{studentName}` is the student's name, filled in where it is shown.

import { z } from 'zod';

/**
 * The languages the consent text is written in. Kept by hand, not derived from the portal's
 * languages: it is a legal record a translator must write; a test fails when a portal language
 * lacks one.
 */
export const consentTextLanguages = ['en', 'fr'] as const;
export type ConsentTextLanguage = (typeof consentTextLanguages)[number];

export interface ConsentText {
  title: string;
  /** Paragraphs, in order; `{studentName}` stands for the student. */
  paragraphs: readonly string[];
  /** What the guardian gives by choosing "consent". */
  consentStatement: string;
}

export const guardianConsentTexts: Record<ConsentTextLanguage, ConsentText> = {
  en: {
    title: 'Consent for a student under 18',
    paragraphs: [
      '{studentName} has an account on StudyPath and named you as their parent or guardian. Because {studentName} is under 18, StudyPath needs your consent before they start a study path, upload documents or pay for a service package.',
      'StudyPath is the portal of an educational consulting firm that helps international students study in Canada. It connects students with consultants, manages application documents and tracks applications to Canadian schools, colleges and universities.',
      'What StudyPath holds about {studentName}: names, date of birth, gender, nationality, residence, contact details, guardian and emergency contacts, academic history, test scores, and the documents uploaded for the applications (passports, financial documents, recommendations, statements, visa documents).',
      'How long it is kept: application documents 7 years, communication records 3 years, account data while the account is active. Passwords are stored hashed with Argon2.',
      'You may withdraw your consent at any time. Withdrawing stops new study paths, uploads and payments until consent is given again; nothing already held is deleted by it.',
    ],
    consentStatement:
      'I am the parent or legal guardian of {studentName}, I have read this text, and I consent to {studentName} using StudyPath as described.',
  },
  fr: {
    title: 'Consentement pour un élève de moins de 18 ans',
    paragraphs: [
      "{studentName} a un compte sur StudyPath et vous a désigné comme parent ou tuteur légal. Comme {studentName} a moins de 18 ans, StudyPath a besoin de votre consentement avant que cette personne commence un parcours d'études, téléverse des documents ou paie un forfait de services.",
      "StudyPath est le portail d'une firme de services-conseils en éducation qui aide les élèves et étudiants étrangers à étudier au Canada. Il met les élèves en relation avec des conseillers et conseillères, gère les documents des demandes d'admission et suit les demandes d'admission auprès d'écoles, de collèges et d'universités du Canada.",
      "Ce que StudyPath conserve au sujet de {studentName} : nom et prénoms, date de naissance, genre, nationalité, lieu de résidence, coordonnées, coordonnées du parent ou tuteur légal et des personnes à joindre en cas d'urgence, parcours scolaire, résultats de tests, et les documents téléversés pour les demandes d'admission (passeports, documents financiers, lettres de recommandation, lettres de motivation, documents de visa).",
      "Durée de conservation : documents des demandes d'admission, 7 ans; historique des communications, 3 ans; données du compte, tant que le compte est actif. Les mots de passe sont conservés sous forme hachée avec Argon2.",
      "Vous pouvez retirer votre consentement en tout temps. Le retrait bloque les nouveaux parcours d'études, les téléversements et les paiements jusqu'à ce qu'un consentement soit donné de nouveau; il n'entraîne la suppression d'aucune donnée déjà conservée.",
    ],
    consentStatement:
      "Je suis le parent ou le tuteur légal de {studentName}, j'ai lu ce texte et je consens à ce que {studentName} utilise StudyPath de la manière décrite.",
  },
};

/** The text with the student's name filled in, as the page shows it. */
export function fillConsentText(text: ConsentText, studentName: string): ConsentText {
  const fill = (value: string) => value.replaceAll('{studentName}', studentName);
  return {
    title: fill(text.title),
    paragraphs: text.paragraphs.map(fill),
    consentStatement: fill(text.consentStatement),
  };
}

/**
 * The exact characters hashed for a text's version: the template (not one student's copy), so
 * every decision on the same words names the same version.
 */
export function consentTextForHashing(text: ConsentText): string {
  return JSON.stringify([text.title, ...text.paragraphs, text.consentStatement]);
}

/** A text's version as the page sends it back: 64 hex digits. */
export const consentTextVersionSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'The consent text was not recognised: reload the page');
