// "Delete my account" through its routes (issue 30), as the Privacy & data page calls them. No
// test-framework imports.
import type { AccountDeletionState, ErrorResponse } from '@studypath/domain';
import type { TestClient } from './http-client.ts';

export function getDeletionState(client: TestClient) {
  return client.request<AccountDeletionState & ErrorResponse>('GET', '/api/privacy/deletion');
}

export function scheduleDeletion(
  client: TestClient,
  body: { password: string; confirmation?: string },
) {
  return client.request<AccountDeletionState & ErrorResponse>('POST', '/api/privacy/deletion', {
    json: { confirmation: 'DELETE', ...body },
    withCsrf: true,
  });
}

export function cancelDeletion(client: TestClient) {
  return client.request<AccountDeletionState & ErrorResponse>('DELETE', '/api/privacy/deletion', {
    withCsrf: true,
  });
}
