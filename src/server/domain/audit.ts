import { type BeforeCommit, runFlow } from '../db/flow.js';
import type { FlowDeps, TxDeps } from '../deps.js';

/** One admin write as the audit log keeps it: who, which action, on what. */
export interface AuditEntry {
  actorUserId: number;
  /** The procedure's dotted path, e.g. 'admin.products.update', or 'admin.media.upload'. */
  action: string;
  entityType: string;
  entityId: string | number | null;
  /** What was sent; secrets are blanked and long texts cut before it is stored. */
  details: unknown;
}

const SECRET_FIELDS = /password/i;
const MAX_TEXT = 500;

/** The details as they go into the audit log: secrets blanked, long texts cut. */
function auditDetails(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object') return {};
  return Object.fromEntries(
    Object.entries(input as Record<string, unknown>).map(([key, value]) => [
      key,
      SECRET_FIELDS.test(key)
        ? '[hidden]'
        : typeof value === 'string' && value.length > MAX_TEXT
          ? `${value.slice(0, MAX_TEXT)}…`
          : value,
    ]),
  );
}

/** Writes one row of the audit log, in the flow of the admin write it records. */
export async function recordAudit({ db }: TxDeps, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      details: JSON.stringify(auditDetails(entry.details)),
    })
    .execute();
}

/** What an admin write is about: the id it was sent (`id`, `itemId`), else the id of what it made. */
function entityIdOf(details: unknown, result: unknown): string | number | null {
  const sent = (details && typeof details === 'object' ? details : {}) as { id?: unknown; itemId?: unknown };
  const made = typeof result === 'number' ? result : (result as { id?: unknown } | null)?.id;
  const id = sent.id ?? sent.itemId ?? made;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/** The audit entry of one admin write, written by the first flow that write commits (see `auditTrail`). */
export interface AuditTrail extends BeforeCommit {
  readonly written: boolean;
  /** Writes the entry in a flow of its own, for a write that committed no flow with it (answers at once if it did). */
  settle(deps: FlowDeps, result: unknown): Promise<void>;
}

/**
 * The audit entry of an admin write, carried in the request's deps as `beforeCommit`: the write's first flow writes
 * it just before it commits (db/flow.ts), so the entry and the effects it records are committed together or not at
 * all (a crash mid-flow loses both). A flow that rolls back and runs again writes it again; once one has committed,
 * later flows of the same write add nothing.
 */
export function auditTrail(entry: Omit<AuditEntry, 'entityId'>): AuditTrail {
  let written = false;
  const trail: AuditTrail = {
    get written() {
      return written;
    },
    async write(tx, result) {
      if (!written) await recordAudit({ db: tx }, { ...entry, entityId: entityIdOf(entry.details, result) });
    },
    committed() {
      written = true;
    },
    async settle(deps, result) {
      if (written) return;
      await runFlow({ db: deps.db }, (tx) =>
        recordAudit(tx, { ...entry, entityId: entityIdOf(entry.details, result) }),
      );
      written = true;
    },
  };
  return trail;
}
