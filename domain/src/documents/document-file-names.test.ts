import { describe, expect, it } from 'vitest';
import { cleanFileName, fileNameForContent } from './document-file-names.ts';
import { DOCUMENT_FILE_NAME_MAX_LENGTH } from './document-files.ts';

const PDF = 'application/pdf';
const PNG = 'image/png';
const JPEG = 'image/jpeg';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('cleanFileName', () => {
  it('removes bidi overrides and isolates, so a name reads as what it is', () => {
    expect(cleanFileName('passport\u202Efdp.bat')).toBe('passportfdp.bat');
    expect(cleanFileName('\u2067a\u2069\u202Db\u202C\u200E\u200F.pdf')).toBe('ab.pdf');
  });

  it('removes zero-width characters, the BOM, soft hyphens and tag characters', () => {
    expect(cleanFileName('pass\u200Bport\u200C\u200D\u2060.pdf')).toBe('passport.pdf');
    expect(cleanFileName('\uFEFFscan.png')).toBe('scan.png');
    expect(cleanFileName('tran\u00ADscript.pdf')).toBe('transcript.pdf');
    expect(cleanFileName('x\u{E0041}\u{E007F}.pdf')).toBe('x.pdf');
  });

  it('removes C0, DEL and C1 control characters', () => {
    expect(cleanFileName('a\u0000b\tc\nd\re\u007Ff\u0085g\u009B.pdf')).toBe('abcdefg.pdf');
  });

  it('keeps accents, other scripts, emoji and ordinary spaces', () => {
    expect(cleanFileName('Relevé de notes – 2024.pdf')).toBe('Relevé de notes – 2024.pdf');
    expect(cleanFileName('паспорт 护照 جواز.pdf')).toBe('паспорт 护照 جواز.pdf');
    expect(cleanFileName('visa 🎓✈️.png')).toBe('visa 🎓✈️.png');
    // The joiner goes, the emoji it joined stay.
    expect(cleanFileName('👩\u200D🎓.pdf')).toBe('👩🎓.pdf');
  });

  it('trims, and answers "file" when nothing is left', () => {
    expect(cleanFileName('  \u202Escan.pdf\u200B  ')).toBe('scan.pdf');
    expect(cleanFileName('\u202E\u200B\uFEFF')).toBe('file');
    expect(cleanFileName(' \u200B ')).toBe('file');
    expect(cleanFileName('')).toBe('file');
  });

  it('never makes a name longer', () => {
    const name = `${'a\u200B'.repeat(120)}.pdf`;
    expect(cleanFileName(name)).toBe(`${'a'.repeat(120)}.pdf`);
  });
});

describe('fileNameForContent', () => {
  it('keeps a name that already ends in the content type, in any case', () => {
    expect(fileNameForContent('Relevé de notes.pdf', PDF)).toBe('Relevé de notes.pdf');
    expect(fileNameForContent('SCAN.PDF', PDF)).toBe('SCAN.PDF');
    expect(fileNameForContent('photo.jpeg', JPEG)).toBe('photo.jpeg');
    expect(fileNameForContent('photo.JPG', JPEG)).toBe('photo.JPG');
    expect(fileNameForContent('letter.docx', DOCX)).toBe('letter.docx');
  });

  it('appends the extension to a name that ends in something else', () => {
    expect(fileNameForContent('poly.html', PDF)).toBe('poly.html.pdf');
    expect(fileNameForContent('run.hta', PDF)).toBe('run.hta.pdf');
    expect(fileNameForContent('evil.svg', PNG)).toBe('evil.svg.png');
    expect(fileNameForContent('scan 12.05.2024', JPEG)).toBe('scan 12.05.2024.jpg');
    expect(fileNameForContent('passport', PDF)).toBe('passport.pdf');
  });

  it("replaces another accepted type's extension", () => {
    expect(fileNameForContent('passport.jpg', PNG)).toBe('passport.png');
    expect(fileNameForContent('passport.JPEG', PNG)).toBe('passport.png');
    expect(fileNameForContent('letter.doc', PDF)).toBe('letter.pdf');
    expect(fileNameForContent('letter.docx', PDF)).toBe('letter.pdf');
  });

  it('cleans first: a bidi trick cannot fake the extension', () => {
    expect(fileNameForContent('passport\u202Efdp.bat', PDF)).toBe('passportfdp.bat.pdf');
    expect(fileNameForContent('poly.p\u200Bdf', PDF)).toBe('poly.pdf');
    expect(fileNameForContent('scan.pdf.', PDF)).toBe('scan.pdf');
    expect(fileNameForContent('poly.html. . ', PDF)).toBe('poly.html.pdf');
  });

  it('falls back to "file" when there is no name before the extension', () => {
    expect(fileNameForContent('\u202E', PDF)).toBe('file.pdf');
    expect(fileNameForContent('.pdf', PDF)).toBe('file.pdf');
    expect(fileNameForContent('.png', PDF)).toBe('file.pdf');
    expect(fileNameForContent('...', PNG)).toBe('file.png');
  });

  it('leaves the cleaned name when the type is not one it knows', () => {
    expect(fileNameForContent('notes\u202E.txt', 'application/octet-stream')).toBe('notes.txt');
  });

  it('stays within the maximum length, keeping the extension and whole emoji', () => {
    const long = 'a'.repeat(DOCUMENT_FILE_NAME_MAX_LENGTH - 1) + 'x';
    const named = fileNameForContent(long, PDF);
    expect(named).toHaveLength(DOCUMENT_FILE_NAME_MAX_LENGTH);
    expect(named.endsWith('ax.pdf')).toBe(false);
    expect(named.endsWith('a.pdf')).toBe(true);

    // 250 units then an emoji across units 251-252: cutting to 251 would split it.
    const emoji = `${'b'.repeat(250)}🎓.html`;
    const cut = fileNameForContent(emoji, PDF);
    expect(cut).toBe(`${'b'.repeat(250)}.pdf`);
    expect(cut.length).toBeLessThanOrEqual(DOCUMENT_FILE_NAME_MAX_LENGTH);
  });

  it('changes nothing when applied twice', () => {
    const names = ['poly.html', 'passport\u202Efdp.bat', 'x.JPEG', '.png', 'a'.repeat(300), ' b .'];
    for (const name of names) {
      for (const type of [PDF, PNG, JPEG, DOCX, 'text/plain']) {
        const once = fileNameForContent(name, type);
        expect(fileNameForContent(once, type)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(DOCUMENT_FILE_NAME_MAX_LENGTH);
      }
    }
  });
});
