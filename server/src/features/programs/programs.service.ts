// The program catalogue and the programs attached to a study path. A program attached to any path
// can be neither edited nor deleted (part 2 §4): the edit locks the program row before looking
// for links, and an attach's foreign-key check waits for that lock, so the two cannot interleave;
// deletion is also refused by the links' ON DELETE RESTRICT. Attaching and removing notify the
// student (an update on the path) and are audited, in the transaction of the change.
import type {
  AttachedProgram,
  AttachProgramRequest,
  CatalogueProgram,
  CreateProgramRequest,
  Program,
  UpdateProgramRequest,
} from '@studypath/domain';
import type { ProgramRow } from '../../platform/db/schema/index.ts';
import { isForeignKeyViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  listOfVisibleApplication,
  type Caller,
  findApplicationById,
  notifyStudent,
} from '../applications/index.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import {
  deleteApplicationProgram,
  deleteProgramById,
  findAttachedPrograms,
  findProgramById,
  findPrograms,
  insertApplicationProgram,
  insertProgram,
  isProgramAttachedAnywhere,
  updateProgram as updateProgramRow,
  type AttachedProgramRow,
} from './programs.queries.ts';

export function toProgram(row: ProgramRow): Program {
  return {
    id: row.id,
    title: row.title,
    programLink: row.programLink,
    institution: row.institution,
    location: row.location,
    duration: row.duration,
    tuition: row.tuition,
    intakeDate: row.intakeDate,
    description: row.description,
    requirements: row.requirements,
    imageUrl: row.imageUrl,
  };
}

function toAttachedProgram(row: AttachedProgramRow): AttachedProgram {
  return {
    id: row.id,
    program: toProgram(row.program),
    attachedAt: row.attachedAt.toISOString(),
    notes: row.notes,
  };
}

export interface AdminAction {
  adminId: string;
  ip: string;
}

export async function listPrograms(
  deps: ServiceDeps,
  input: { search: string | undefined },
): Promise<CatalogueProgram[]> {
  const rows = await findPrograms(deps.db, input.search);
  return rows.map((row) => ({ ...toProgram(row), isAttached: row.isAttached }));
}

export async function createProgram(
  deps: ServiceDeps,
  input: AdminAction & { request: CreateProgramRequest },
): Promise<Program> {
  const row = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const created = await insertProgram(tx, {
      ...input.request,
      createdBy: input.adminId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      { ...deps, db: tx },
      {
        action: 'program_create',
        userId: input.adminId,
        entityType: 'program',
        entityId: created.id,
        ipAddress: input.ip,
        details: { title: created.title },
      },
    );
    return created;
  });
  return toProgram(row);
}

export async function updateProgram(
  deps: ServiceDeps,
  input: AdminAction & { id: string; request: UpdateProgramRequest },
): Promise<Program> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await findProgramById(tx, input.id, { forUpdate: true });
    if (!current) throw new AppError('program.not_found');
    if (await isProgramAttachedAnywhere(tx, input.id)) {
      throw new AppError('program.attached_cannot_edit');
    }
    const changes = Object.fromEntries(
      Object.entries(input.request).filter(([, value]) => value !== undefined),
    );
    const updated = await updateProgramRow(tx, input.id, { ...changes, updatedAt: deps.now() });
    if (!updated) throw new AppError('program.not_found');
    await recordAudit(
      { ...deps, db: tx },
      {
        action: 'program_update',
        userId: input.adminId,
        entityType: 'program',
        entityId: input.id,
        ipAddress: input.ip,
        details: { changed: Object.keys(changes) },
      },
    );
    return updated;
  });
  return toProgram(row);
}

export async function deleteProgram(
  deps: ServiceDeps,
  input: AdminAction & { id: string },
): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      const current = await findProgramById(tx, input.id, { forUpdate: true });
      if (!current) throw new AppError('program.not_found');
      if (await isProgramAttachedAnywhere(tx, input.id)) {
        throw new AppError('program.attached_cannot_delete');
      }
      await deleteProgramById(tx, input.id);
      await recordAudit(
        { ...deps, db: tx },
        {
          action: 'program_delete',
          userId: input.adminId,
          entityType: 'program',
          entityId: input.id,
          ipAddress: input.ip,
          details: { title: current.title },
        },
      );
    });
  } catch (error) {
    // The links' ON DELETE RESTRICT: attached between the check and the delete.
    if (isForeignKeyViolation(error)) {
      throw new AppError('program.attached_cannot_delete');
    }
    throw error;
  }
}

/** A student sees the programs of their own path; an administrator those of any path. */
export async function listAttachedPrograms(
  deps: ServiceDeps,
  input: { caller: Caller; id: string },
): Promise<AttachedProgram[]> {
  const rows = await listOfVisibleApplication(deps, input, (ownerId) =>
    findAttachedPrograms(deps.db, input.id, ownerId),
  );
  return rows.map(toAttachedProgram);
}

export async function attachProgram(
  deps: ServiceDeps,
  input: AdminAction & { applicationId: string; request: AttachProgramRequest },
): Promise<AttachedProgram> {
  return deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const application = await findApplicationById(tx, input.applicationId, { forUpdate: true });
    if (!application) throw new AppError('study_path.not_found');
    // Locks the program against a concurrent edit or delete until this commits.
    const program = await findProgramById(tx, input.request.programId, { forUpdate: true });
    if (!program) throw new AppError('program.not_found');
    const link = await insertApplicationProgram(tx, {
      applicationId: application.id,
      programId: program.id,
      notes: input.request.notes,
      attachedBy: input.adminId,
      attachedAt: deps.now(),
    });
    if (!link) throw new AppError('program.already_attached');
    await notifyStudent(txDeps, {
      applicationId: application.id,
      actorId: input.adminId,
      update: {
        type: 'program_attached',
        title: `Program suggested: ${program.title}`,
        description: program.institution ? `${program.title} at ${program.institution}` : null,
      },
    });
    await recordAudit(txDeps, {
      action: 'program_attach',
      userId: input.adminId,
      entityType: 'application',
      entityId: application.id,
      ipAddress: input.ip,
      details: { programId: program.id },
    });
    return toAttachedProgram({ ...link, program });
  });
}

export async function removeProgram(
  deps: ServiceDeps,
  input: AdminAction & { applicationId: string; programId: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const application = await findApplicationById(tx, input.applicationId, { forUpdate: true });
    if (!application) throw new AppError('study_path.not_found');
    const program = await findProgramById(tx, input.programId);
    const isRemoved = await deleteApplicationProgram(tx, application.id, input.programId);
    if (!program || !isRemoved) {
      throw new AppError('program.not_attached');
    }
    await notifyStudent(txDeps, {
      applicationId: application.id,
      actorId: input.adminId,
      update: {
        type: 'program_removed',
        title: `Program removed: ${program.title}`,
        description: null,
      },
    });
    await recordAudit(txDeps, {
      action: 'program_remove',
      userId: input.adminId,
      entityType: 'application',
      entityId: application.id,
      ipAddress: input.ip,
      details: { programId: program.id },
    });
  });
}
