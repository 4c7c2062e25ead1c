// What each document category is called, in the reader's language (issue 27): the categories of
// the documents namespace, which the student, admin and guardian groups all load. The English is
// the domain's documentCategoryLabels, which the server keeps for its own texts.
import type { DocumentCategory } from '@studypath/domain/documents';
import { useTranslation } from 'react-i18next';

/** A function from a category to its label, re-rendering on a language change. */
export function useDocumentCategoryLabel(): (category: DocumentCategory) => string {
  const { t } = useTranslation('documents');
  return (category) => t(`categories.${category}`);
}
