import type { Deps } from '../deps.js';

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
export function auditDetails(input: unknown): Record<string, unknown> {
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

/** Writes one row of the audit log. */
export async function recordAudit({ db }: Pick<Deps, 'db'>, entry: AuditEntry): Promise<void> {
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
