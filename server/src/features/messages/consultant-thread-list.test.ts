// The consultants' thread lists are shared answers, kept until anything changes (decision 044).
// Each step below reads the list (so it is kept), makes one change a consultant's list shows,
// through the API as the web client would, and reads again: every such change must be announced,
// or the list would be stale. Mine is kept per consultant.
import type { AdminThread, Application, StudentThread } from '@studypath/domain';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../../../test/raw-get.ts';
import { compressionThreshold } from '../../platform/http/compression.ts';
import { preferredEncoding } from '../../platform/http/send-shared-answer.ts';
import {
  completeProfileOf,
  completeStudentProfile,
  studyPathRequestBody,
} from '../../../test/study-path-factories.ts';
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
    // Through the API: a change made straight by a service is no request, so nothing waits for
    // its announcement, which on PostgreSQL arrives a moment after the commit.
    const renamed = await send(ana, 'PUT', '/api/user/profile', {
      ...completeStudentProfile,
      legalFirstName: 'Anna',
    });
    expect(renamed.status).toBe(200);
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

describe('a shared thread list on the wire', () => {
  const t = testServerForSuite();
  let carla: SignedInUser;

  beforeAll(async () => {
    carla = await signedInConsultant(t);
    // Enough threads for an answer above the compression threshold.
    for (let index = 0; index < 6; index += 1) {
      const student = await signedInStudent(t);
      const created = await student.client.request('POST', '/api/messages/threads', {
        json: { subject: `Question ${index}`, content: 'When should I apply?' },
        withCsrf: true,
      });
      expect(created.status).toBe(201);
    }
  });

  const cookieOf = (user: SignedInUser) =>
    [...user.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const getList = (headers: Record<string, string>) =>
    rawGet(t.baseUrl, '/api/messages/threads', { cookie: cookieOf(carla), ...headers });

  it('sends the kept answer in the encoding each browser takes, with one tag for all', async () => {
    const identity = await getList({});
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.length).toBeGreaterThan(compressionThreshold);
    const threads = JSON.parse(identity.body.toString()) as AdminThread[];
    expect(threads).toHaveLength(6);

    const brotli = await getList({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).equals(identity.body)).toBe(true);

    const gzipped = await getList({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(identity.body)).toBe(true);

    const asked = await getList({ 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.body.equals(identity.body)).toBe(true);

    const tag = identity.headers.etag;
    expect(tag).toMatch(/^"h\./);
    expect(brotli.headers.etag).toBe(tag);
    expect(gzipped.headers.etag).toBe(tag);
    const unchanged = await getList({ 'accept-encoding': 'br', 'if-none-match': tag ?? '' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
  });
});

describe('choosing an encoding', () => {
  it('takes the highest ranked of br and gzip, br on a tie, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.8, *;q=0.1')).toBe('gzip');
    expect(preferredEncoding('br, *;q=0')).toBe('br');
    expect(preferredEncoding('gzip, *;q=0')).toBe('gzip');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
  });
});
