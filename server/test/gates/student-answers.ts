// What the student-answers gate checks after each call a student makes in a consultant's world
// (consultant-world.ts): the answer names no consultant by sign-in address or account id, nothing
// a consultant made is gone, and no ended path's payment has moved. Each check returns the broken
// promises, so the gate shows every one at once (and its own tests show it catches them).
import { inArray } from 'drizzle-orm';
import { isTerminalStatus } from '@studypath/domain';
import {
  applications,
  documents,
  messages,
  payments,
  programs,
} from '../../src/platform/db/schema/index.ts';
import type { RouteTableEntry } from '../../src/platform/http/route-access.ts';
import type { TestResponse } from '../http-client.ts';
import type { TestServer } from '../test-server.ts';
import type { ConsultantWorld } from './consultant-world.ts';
import { bodyMethods, concretePath, parameterNames, routeName } from './route-paths.ts';
import { validSamples } from './valid-samples.ts';

/**
 * Fields of a student's answer that may hold a consultant's account id because the spec names
 * them in the student's view (part 2 §3): a message's senderId, a document's uploadedBy. Neither
 * is shown; any other field carrying a consultant's id fails the gate.
 */
export const consultantIdFieldsAllowed: ReadonlySet<string> = new Set(['senderId', 'uploadedBy']);

/**
 * Routes a student can call: everything but the consultants', the guardians' (a student is
 * refused them before anything runs) and the sessionless ones.
 */
export function isStudentCallable(route: RouteTableEntry): boolean {
  return route.access !== 'admin' && route.access !== 'guardian' && !route.isSessionless;
}

export interface StudentCall {
  label: string;
  method: string;
  path: string;
  json?: unknown;
}

/**
 * The calls a student makes to one route in `world`: once per id of the owned resource it
 * declares, with the valid sample's body (its record fields pointed at the world's records).
 */
export function studentCallsFor(
  route: RouteTableEntry,
  world: ConsultantWorld,
): StudentCall[] | string {
  const owned = route.ownedResource;
  const ids = owned ? world.owned[owned.kind] : [undefined];
  if (!ids) return `${routeName(route)}: consultant-world.ts has no '${owned?.kind}' resource`;
  const sample = validSamples[routeName(route)]?.('studentA');
  const json = bodyMethods.has(route.method) ? withWorldValues(sample ?? {}, world) : undefined;
  return ids.map((id) => {
    const values = owned && id ? { [owned.param]: id } : {};
    const path = concretePath(route.url, values);
    const which = parameterNames(route.url).length > 0 ? ` (${path})` : '';
    return {
      label: `${routeName(route)}${which}`,
      method: route.method,
      path,
      ...(json === undefined ? {} : { json }),
    };
  });
}

function withWorldValues(sample: unknown, world: ConsultantWorld): unknown {
  if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return sample;
  return Object.fromEntries(
    Object.entries(sample).map(([key, value]) => [
      key,
      Object.hasOwn(world.bodyValues, key) ? world.bodyValues[key] : value,
    ]),
  );
}

/** Every place in a JSON value where a string holds `needle`, as field paths. */
function fieldsHolding(value: unknown, needle: string, at = '$'): string[] {
  if (typeof value === 'string') return value.includes(needle) ? [at] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => fieldsHolding(item, needle, `${at}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      fieldsHolding(item, needle, `${at}.${key}`),
    );
  }
  return [];
}

const lastField = (fieldPath: string) => /\.([^.[\]]+)(?:\[\d+\])*$/.exec(fieldPath)?.[1] ?? '';

/** A consultant's e-mail anywhere in the answer (headers too), or their id outside the spec's fields. */
export function findConsultantTraces(
  label: string,
  response: Pick<TestResponse, 'text' | 'body' | 'headers'>,
  admins: ReadonlyArray<{ id: string; email: string }>,
): string[] {
  const problems: string[] = [];
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  const everything = `${headers}\n${response.text}`.toLowerCase();
  const isJson = typeof response.body === 'object' && response.body !== null;
  for (const admin of admins) {
    if (everything.includes(admin.email.toLowerCase())) {
      const where = isJson ? fieldsHolding(response.body, admin.email).join(', ') : 'the body';
      problems.push(`${label}: a consultant's e-mail in ${where || 'the headers'}`);
    }
    if (isJson) {
      const fields = fieldsHolding(response.body, admin.id).filter(
        (field) => !consultantIdFieldsAllowed.has(lastField(field)),
      );
      if (fields.length > 0) problems.push(`${label}: a consultant's id in ${fields.join(', ')}`);
    } else if (response.text.includes(admin.id)) {
      problems.push(`${label}: a consultant's id in the body`);
    }
  }
  return problems;
}

interface PaymentFields {
  status: string;
  paymentStatus: string | null;
  packageTier: string | null;
  packagePrice: number | null;
  paidAt: string | null;
}

export interface ConsultantRecords {
  /** Documents a consultant uploaded, with the stored file's key. */
  documents: Array<{ id: string; storageKey: string }>;
  messageIds: string[];
  programIds: string[];
  /** Payments and refunds are business records: none may ever disappear. */
  paymentIds: string[];
  /** The payment fields of every ended path of the world's student. */
  endedPaths: Map<string, PaymentFields>;
}

async function endedPathsOf(t: TestServer, studentId: string): Promise<Map<string, PaymentFields>> {
  const rows = await t.db.select().from(applications);
  return new Map(
    rows
      .filter((row) => row.userId === studentId && isTerminalStatus(row.status))
      .map((row) => [
        row.id,
        {
          status: row.status,
          paymentStatus: row.paymentStatus,
          packageTier: row.packageTier,
          packagePrice: row.packagePrice,
          paidAt: row.paidAt?.toISOString() ?? null,
        },
      ]),
  );
}

/** What consultants made in the database, and the payments of ended paths, as they stand. */
export async function snapshotConsultantRecords(
  t: TestServer,
  world: ConsultantWorld,
): Promise<ConsultantRecords> {
  const adminIds = world.admins.map((admin) => admin.id);
  const uploaded = await t.db
    .select({ id: documents.id, storageKey: documents.storageKey })
    .from(documents)
    .where(inArray(documents.uploadedBy, adminIds));
  const sent = await t.db
    .select({ id: messages.id })
    .from(messages)
    .where(inArray(messages.senderId, adminIds));
  const made = await t.db
    .select({ id: programs.id })
    .from(programs)
    .where(inArray(programs.createdBy, adminIds));
  const paid = await t.db.select({ id: payments.id }).from(payments);
  return {
    documents: uploaded,
    messageIds: sent.map((row) => row.id),
    programIds: made.map((row) => row.id),
    paymentIds: paid.map((row) => row.id),
    endedPaths: await endedPathsOf(t, world.student.id),
  };
}

async function missingIds(
  t: TestServer,
  table: typeof documents | typeof messages | typeof programs | typeof payments,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await t.db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  const present = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !present.has(id));
}

/** What a student's call removed of the consultants' records, or moved of an ended path's payment. */
export async function compareConsultantRecords(
  t: TestServer,
  label: string,
  before: ConsultantRecords,
): Promise<string[]> {
  const problems: string[] = [];
  const gone = async (
    what: string,
    table: typeof documents | typeof messages | typeof programs | typeof payments,
    ids: readonly string[],
  ) => {
    for (const id of await missingIds(t, table, ids))
      problems.push(`${label}: removed ${what} ${id}`);
  };
  await gone(
    "a consultant's document",
    documents,
    before.documents.map((document) => document.id),
  );
  await gone("a consultant's message", messages, before.messageIds);
  await gone("a consultant's program", programs, before.programIds);
  await gone('a payment record', payments, before.paymentIds);
  for (const document of before.documents) {
    if ((await t.storage.size(document.storageKey)) === null) {
      problems.push(`${label}: removed the file of a consultant's document ${document.id}`);
    }
  }
  const rows = await t.db
    .select()
    .from(applications)
    .where(inArray(applications.id, [...before.endedPaths.keys()]));
  for (const [id, fields] of before.endedPaths) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) continue; // A path may be deleted (its payments stay: checked above).
    const now: PaymentFields = {
      status: row.status,
      paymentStatus: row.paymentStatus,
      packageTier: row.packageTier,
      packagePrice: row.packagePrice,
      paidAt: row.paidAt?.toISOString() ?? null,
    };
    if (JSON.stringify(now) !== JSON.stringify(fields)) {
      problems.push(
        `${label}: changed the ended path ${id} from ${JSON.stringify(fields)} to ${JSON.stringify(now)}`,
      );
    }
  }
  return problems;
}

/** Calls every read route as the world's student; the problems found in the answers. */
export async function checkStudentReads(
  t: TestServer,
  world: ConsultantWorld,
  routes: readonly RouteTableEntry[],
): Promise<{ problems: string[]; calls: number }> {
  const problems: string[] = [];
  let calls = 0;
  for (const route of routes) {
    const planned = studentCallsFor(route, world);
    if (typeof planned === 'string') {
      problems.push(planned);
      continue;
    }
    for (const call of planned) {
      const response = await world.studentClient.request(call.method, call.path);
      problems.push(...findConsultantTraces(call.label, response, world.admins));
      calls += 1;
    }
  }
  return { problems, calls };
}

/**
 * Calls a changing route as a student, once per id of its owned resource, each time in a fresh
 * world (a deletion must not decide what the next call sees); the problems found.
 */
export async function checkStudentChange(
  t: TestServer,
  route: RouteTableEntry,
  seed: (t: TestServer) => Promise<ConsultantWorld>,
): Promise<{ problems: string[]; calls: number }> {
  const problems: string[] = [];
  let calls = 0;
  for (let index = 0; ; index += 1) {
    const world = await seed(t);
    const planned = studentCallsFor(route, world);
    if (typeof planned === 'string') return { problems: [planned], calls };
    const call = planned[index];
    if (!call) break;
    const before = await snapshotConsultantRecords(t, world);
    const response = await world.studentClient.request(call.method, call.path, {
      ...(call.json === undefined ? {} : { json: call.json }),
      withCsrf: true,
    });
    problems.push(...findConsultantTraces(call.label, response, world.admins));
    problems.push(...(await compareConsultantRecords(t, call.label, before)));
    calls += 1;
  }
  return { problems, calls };
}
