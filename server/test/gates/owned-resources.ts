// How the access-matrix gate makes a resource owned by a student, one entry per `ownedResource`
// kind a route declares (config.ownedResource.kind). A route naming a kind with no entry here
// fails the gate: add the kind's factory when you add its first route.
import type { UserRow } from '../../src/db/schema/index.ts';
import { insertStoredDocument } from '../document-factories.ts';
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
};
