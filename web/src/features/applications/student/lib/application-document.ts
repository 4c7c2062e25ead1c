import { formatDecimal } from '@studypath/domain/i18n';
import { currentLanguage } from '../../../../lib/i18n.ts';

/** The application-documents list shows sizes in KB with one decimal (part 2 §9). */
export function formatDocumentSize(bytes: number): string {
  return formatDecimal(bytes / 1024, 1, currentLanguage());
}
