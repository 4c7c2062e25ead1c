// The Documents list's search, category filter and page live in the address, like the other
// consultant lists, so that a reload or the back button returns to the same page of the same search.
import { documentCategorySchema } from '@studypath/domain/documents';
import { useUrlListParams } from '../../../../lib/use-url-list-params.ts';
import type { CategoryFilter } from '../api/get-admin-documents.ts';

function readFilters(searchParams: URLSearchParams): { category: CategoryFilter } {
  const category = documentCategorySchema.safeParse(searchParams.get('category'));
  return { category: category.success ? category.data : 'all' };
}

/** The current parameters and their setters (replacing the history entry). */
export const useListParams = () => useUrlListParams(readFilters);
