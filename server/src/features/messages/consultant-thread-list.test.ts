// The consultants' thread lists are shared answers, kept until anything changes (decision 044).
// Each step below reads the list (so it is kept), makes one change a consultant's list shows,
// through the API as the web client would, and reads again: every such change must be announced,
// or the list would be stale. Mine is kept per consultant.
import type { AdminThread, Application, StudentThread } from '@studypath/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeProfileOf, studyPathRequestBody } from '../../../test/study-path-factories.ts';
import { signedInConsultant, signedInStudent, type SignedInUser } from '../../../test/signed-in.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

describe('the consultants’ thread lists, shared until anything changes', () => {
  const t = testServerForSuite();
  let ana: SignedInUser;
  let carla: SignedInUser;
  let dora: SignedInUser;
  let threadId = '';
  let pathId = '';

  beforeAll(async () => {
    ana = await signedInStudent(t);
    await completeProfileOf(t.deps, ana.user.id);
    carla = await signedInConsultant(t);
    dora = await signedInConsultant(t);
  });

  const listOf = async (consultant: SignedInUser, query = '') => {
    const response = await consultant.client.get<AdminThread[]>(`/api/messages/threads${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const anasThread = async (consultant: SignedInUser = carla, query = '') =>
    (await listOf(consultant, query)).find((thread) => thread.id === threadId);
  const send = (
    user: SignedInUser,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    json?: object,
  ) => user.client.request(method, url, { ...(json ? { json } : {}), withCsrf: true });

  it('shows a new thread, then each new message, to every consultant', async () => {
    expect(await listOf(carla)).toEqual([]);
    const created = await ana.client.request<StudentThread>('POST', '/api/messages/threads', {
      json: { subject: 'My visa', content: 'When should I apply?' },
      withCsrf: true,
    });
    expect(created.status).toBe(201);
    threadId = created.body.id;
    expect(await anasThread()).toMatchObject({ unreadCount: 1, studentFirstName: 'Ana' });
    expect(await anasThread(dora)).toMatchObject({ unreadCount: 1 });

    const sent = await send(ana, 'POST', '/api/messages', { threadId, content: 'And the fee?' });
    expect(sent.status).toBe(201);
    expect(await anasThread()).toMatchObject({ unreadCount: 2 });
    expect(await anasThread(dora)).toMatchObject({ unreadCount: 2 });
  });

  it('shows the team’s reading, which no student hears of', async () => {
    expect(await anasThread()).toMatchObject({ unreadCount: 2 });
    expect((await send(dora, 'POST', `/api/messages/thread/${threadId}/mark-read`)).status).toBe(
      204,
    );
    expect(await anasThread()).toMatchObject({ unreadCount: 0 });
  });

  it('shows the student’s new name', async () => {
    expect(await anasThread()).toMatchObject({ studentFirstName: 'Ana' });
    await completeProfileOf(t.deps, ana.user.id, { legalFirstName: 'Anna' });
    expect(await anasThread()).toMatchObject({ studentFirstName: 'Anna' });
  });

  it('shows the consultant of a new path, a reassignment and the consultant’s new name', async () => {
    expect(await anasThread()).toMatchObject({ consultantId: null });
    const path = await ana.client.request<Application>('POST', '/api/applications', {
      json: studyPathRequestBody(t.clock.now()),
      withCsrf: true,
    });
    expect(path.status).toBe(201);
    pathId = path.body.id;
    const assigned = (await anasThread())?.consultantId;
    expect([carla.user.id, dora.user.id]).toContain(assigned);

    // Mine is kept for each consultant apart.
    const other = assigned === carla.user.id ? dora : carla;
    expect(await anasThread(other, '?consultant=me')).toBeUndefined();
    const moved = await send(carla, 'PUT', `/api/admin/applications/${pathId}/assignment`, {
      consultantId: other.user.id,
    });
    expect(moved.status).toBe(200);
    expect(await anasThread(other, '?consultant=me')).toMatchObject({
      consultantId: other.user.id,
    });
    expect(await anasThread()).toMatchObject({ consultantId: other.user.id });

    const renamed = await send(other, 'PUT', '/api/user/profile', { displayName: 'Dora Lima' });
    expect(renamed.status).toBe(200);
    expect(await anasThread()).toMatchObject({ consultantName: 'Dora Lima' });
  });

  it('drops a closed thread from the active list and keeps it with the closed ones', async () => {
    expect(await anasThread()).toBeDefined();
    expect(await anasThread(carla, '?includeClosed=true')).toMatchObject({ status: 'active' });
    const closed = await send(carla, 'DELETE', `/api/admin/messages/threads/${threadId}`);
    expect(closed.status).toBe(204);
    expect(await anasThread()).toBeUndefined();
    expect(await anasThread(carla, '?includeClosed=true')).toMatchObject({ status: 'closed' });
  });
});
