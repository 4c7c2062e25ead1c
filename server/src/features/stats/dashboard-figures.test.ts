// The dashboard's figures with no clock in them are shared by the consultants until anything is
// announced (decision 044). A registration, a verification and a sign-in change no student's
// data, yet they change the cards and Recent Activity: the audited action is the announcement.
import type { AdminStats } from '@studypath/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  latestLinkTo,
  postWithCsrf,
  register,
  strongPassword,
} from '../../../test/account-flows.ts';
import { minutes } from '../../../test/test-clock.ts';
import { signedInConsultant, type SignedInUser } from '../../../test/signed-in.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';

describe('the dashboard’s figures, shared until anything changes', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });
  let carla: SignedInUser;
  let dora: SignedInUser;

  beforeAll(async () => {
    carla = await signedInConsultant(t);
    dora = await signedInConsultant(t);
  });

  const stats = async (consultant: SignedInUser) => {
    const response = await consultant.client.get<AdminStats>('/api/admin/stats');
    expect(response.status).toBe(200);
    return response.body;
  };
  const newestAction = async (consultant: SignedInUser) =>
    (await stats(consultant)).recentActivity[0]?.action;

  it('counts a student once verified, and shows each audited action at once', async () => {
    const before = await stats(carla);
    expect(await stats(dora)).toEqual(before);

    // A minute between actions, so Recent Activity's order (newest first) is theirs.
    t.clock.advance(minutes(1));
    expect((await register(t.newClient(), 'new-student@example.com')).status).toBe(201);
    expect(await newestAction(carla)).toBe('user_register');
    expect((await stats(carla)).totalUsers).toBe(before.totalUsers);

    t.clock.advance(minutes(1));
    const { token } = await latestLinkTo(t, mailbox, 'new-student@example.com');
    const verified = await postWithCsrf(t.newClient(), '/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    const after = await stats(dora);
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.recentActivity[0]?.action).toBe('email_verified');

    t.clock.advance(minutes(1));
    const login = await t.newClient().login('new-student@example.com', strongPassword);
    expect(login.status).toBe(200);
    expect(await newestAction(carla)).toBe('user_login');
    expect(await newestAction(dora)).toBe('user_login');
  });
});
