// The Documents list's search, category filter, Mine / All and page live in the address, like the
// other consultant lists, so that a reload or the back button returns to the same page of the same
// search.
import { documentCategorySchema } from '@studypath/domain/documents';
import { readConsultantScope, type ConsultantScope } from '../../../../lib/consultant-scope.ts';
import { useUrlListParams } from '../../../../lib/use-url-list-params.ts';
import type { CategoryFilter } from '../api/get-admin-documents.ts';

function readFilters(searchParams: URLSearchParams): {
  category: CategoryFilter;
  show: ConsultantScope;
} {
  const category = documentCategorySchema.safeParse(searchParams.get('category'));
  return {
    category: category.success ? category.data : 'all',
    show: readConsultantScope(searchParams),
  };
}

/** The current parameters and their setters (replacing the history entry); Mine by default. */
export const useListParams = () => useUrlListParams(readFilters, { show: 'mine' });
