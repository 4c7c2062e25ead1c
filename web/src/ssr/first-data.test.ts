import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  firstDataElementId,
  readFirstData,
  resolveLazyRoutes,
  seedFirstData,
} from './first-data.ts';

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = firstDataElementId;
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

const state = {
  mutations: [],
  queries: [
    {
      queryKey: ['/api/messages/unread-count'],
      queryHash: '["/api/messages/unread-count"]',
      state: {
        data: 4,
        dataUpdateCount: 1,
        dataUpdatedAt: 1,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    },
  ],
};

describe('the first data of a server-rendered page', () => {
  it('seeds the query cache from the JSON block', () => {
    const queryClient = new QueryClient();
    expect(seedFirstData(queryClient, pageWith(JSON.stringify(state)))).toBe(true);
    expect(queryClient.getQueryData(['/api/messages/unread-count'])).toBe(4);
  });

  it('finds nothing on a page without the block, or with a block that is not the state', () => {
    const queryClient = new QueryClient();
    expect(seedFirstData(queryClient, pageWith(null))).toBe(false);
    expect(readFirstData(pageWith('not json'))).toBeNull();
    expect(readFirstData(pageWith('{"queries":1}'))).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('loads the lazy routes an address matches, and only those, before the first render', async () => {
    const Layout = () => null;
    const Screen = () => null;
    const loaded: string[] = [];
    const lazy = (name: string, Component: () => null) => async () => {
      loaded.push(name);
      return Promise.resolve({ Component });
    };
    const screen: RouteObject = { path: '/dashboard', lazy: lazy('screen', Screen) };
    const other: RouteObject = { path: '/profile', lazy: lazy('other', Screen) };
    const layout: RouteObject = { lazy: lazy('layout', Layout), children: [screen, other] };

    await resolveLazyRoutes([layout], '/dashboard');
    expect(loaded.sort()).toEqual(['layout', 'screen']);
    expect(layout.Component).toBe(Layout);
    expect(layout.lazy).toBeUndefined();
    expect(screen.Component).toBe(Screen);
    expect(other.lazy).toBeTypeOf('function');
  });
});
