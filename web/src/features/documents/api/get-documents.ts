import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

export const documentsQueryKey = ['/api/documents'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/**
 * The student's documents. The documents issue brings their schema; the dashboard only counts
 * them (part 1 §7), so the items stay unread here. The endpoint arrives with a later issue: until
 * then the server answers 404, read as "no documents yet"; any other failure throws.
 */
export async function getDocuments(context: QueryFunctionContext): Promise<unknown[]> {
  let body: unknown;
  try {
    body = await fetchJson(context);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('404:')) return [];
    throw error;
  }
  if (!Array.isArray(body)) throw new Error('Invalid document list');
  return body as unknown[];
}

export function useDocuments() {
  return useQuery({ queryKey: documentsQueryKey, queryFn: getDocuments });
}
