import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { callsTo, headersOf, json, mockFetch } from '../test/fetch-mock.ts';
import {
  fetchJsonWithParams,
  urlWithParams,
  type ParamsQueryKey,
} from './fetch-json-with-params.ts';

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('urlWithParams', () => {
  it('writes the params in their order, encoded, leaving out blank and missing ones', () => {
    expect(
      urlWithParams('/api/things', { search: 'a&b c', status: undefined, note: ' ', page: 2 }),
    ).toBe('/api/things?search=a%26b+c&page=2');
    expect(urlWithParams('/api/things', { search: '' })).toBe('/api/things');
  });
});

describe('fetchJsonWithParams', () => {
  it('GETs the address with its query string, with cookies, passive on a refetch', async () => {
    const fetchMock = mockFetch({ 'GET /api/things?page=1': () => json([1]) });
    const client = queryClient();
    const options = {
      queryKey: ['/api/things', { page: 1 }] as ParamsQueryKey,
      queryFn: fetchJsonWithParams,
    };
    expect(await client.fetchQuery(options)).toEqual([1]);
    await client.fetchQuery({ ...options, staleTime: 0 });
    const [first, second] = callsTo(fetchMock, 'GET /api/things?page=1');
    expect(first?.[1]?.credentials).toBe('include');
    expect(headersOf(first).has('X-Session-Activity')).toBe(false);
    expect(headersOf(second).get('X-Session-Activity')).toBe('passive');
  });

  it('fails with the status and the body, as the api client does', async () => {
    mockFetch({ 'GET /api/things': () => json({ error: 'forbidden' }, 403) });
    await expect(
      queryClient().fetchQuery({
        queryKey: ['/api/things', {}] as ParamsQueryKey,
        queryFn: fetchJsonWithParams,
      }),
    ).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });
});
