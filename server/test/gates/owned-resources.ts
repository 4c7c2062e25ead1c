// How the access-matrix gate makes a resource owned by a student, one entry per `ownedResource`
// kind a route declares (config.ownedResource.kind). A route naming a kind with no entry here
// fails the gate: add the kind's factory when you add its first route.
import { guardianLinks, type UserRow } from '../../src/platform/db/schema/index.ts';
import { insertStoredDocument } from '../document-factories.ts';
import { insertTestInfoRequest } from '../info-request-factories.ts';
import { insertMessageThread, insertMessageWithAttachment } from '../message-factories.ts';
import { insertStudyPath } from '../study-path-factories.ts';
import type { TestServer } from '../test-server.ts';

export type OwnedResourceFactory = (t: TestServer, owner: UserRow) => Promise<string>;

export const ownedResourceFactories: Readonly<Record<string, OwnedResourceFactory>> = {
  // Completed: a student holds one active path at most, and the gate makes one per caller.
  application: async (t, owner) =>
    (await insertStudyPath(t.deps, { userId: owner.id, status: 'completed' })).id,
  // Uploaded by the student (a consultant's upload cannot be deleted by them), file stored.
  document: async (t, owner) =>
    (await insertStoredDocument(t.deps, t.storage, { userId: owner.id })).id,
  // An open thread of the student's, so a reply or a read reaches its rules.
  thread: async (t, owner) => (await insertMessageThread(t.deps, { studentId: owner.id })).id,
  // The student's message in their thread, with its attachment stored.
  message: async (t, owner) => {
    const thread = await insertMessageThread(t.deps, { studentId: owner.id });
    return (
      await insertMessageWithAttachment(t.deps, t.storage, {
        threadId: thread.id,
        senderId: owner.id,
      })
    ).id;
  },
  // Pending (answering it is the route), with the questions of the valid sample's answers.
  info_request: async (t, owner) => (await insertTestInfoRequest(t.deps, { userId: owner.id })).id,
  // The student themselves, on a guardian route (:studentId): guardian A follows student A (see
  // gate-callers.ts), guardian B follows nobody.
  linked_student: (_t, owner) => Promise.resolve(owner.id),
  // A live link of a new guardian to the student (the gate's students have no date of birth, so
  // are not minors: the owner may end it).
  guardian_link: async (t, owner) => {
    const { user: guardian } = await t.createUser({ role: 'guardian' });
    const [link] = await t.db
      .insert(guardianLinks)
      .values({ guardianId: guardian.id, studentId: owner.id, createdAt: t.clock.now() })
      .returning();
    if (!link) throw new Error('guardian link insert returned no row');
    return link.id;
  },
};
