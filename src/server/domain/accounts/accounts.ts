import argon2 from 'argon2';
import { AppError } from '../../../shared/errors.js';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locale.js';
import type { LoginInput, RegisterInput, Role, SessionCheck, User } from '../../../shared/schemas/account.js';
import { nextUserId, uniqueViolation } from '../../db/dialect.js';
import { runFlow } from '../../db/flow.js';
import { toUser, USER_COLUMNS } from '../../db/mappers.js';
import { type Deps, type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import { queueEmailConfirmation } from './email-confirmation.js';

/** Who is making a request, as resolved from a live session. */
export interface Actor {
  userId: number;
  username: string;
  role: Role;
  epoch: number;
}

/** What a session cookie holds: the account, its session epoch and the account's own secret. */
export interface SessionGrant {
  userId: number;
  epoch: number;
  secret: string;
}

const HASH_OPTIONS = { type: argon2.argon2id } as const;
/** Verified against when the username is unknown, so timing does not reveal which names exist. */
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** A race-lost UNIQUE violation on user as the error vocabulary's 409, else the error unchanged. */
export function takenError(error: unknown): unknown {
  const columns = uniqueViolation(error);
  if (columns?.includes('user.username')) return new AppError('USERNAME_TAKEN');
  if (columns?.includes('user.email')) return new AppError('EMAIL_TAKEN');
  return error;
}

/** A username or e-mail that another account (other than `exceptId`) already has is a 409 naming which. */
export async function assertNameAndEmailFree(
  { db }: Pick<Deps, 'db'>,
  input: { username: string; email: string },
  exceptId?: number,
): Promise<void> {
  const taken = await db
    .selectFrom('user')
    .select(['username', 'email'])
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId as number))
    .where((eb) => eb.or([eb('username', '=', input.username), eb('email', '=', input.email)]))
    .executeTakeFirst();
  if (taken) {
    throw new AppError(
      taken.username.toLowerCase() === input.username.toLowerCase() ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN',
    );
  }
}

/**
 * Inserts a user under a never-used id; a taken username or e-mail is a 409 naming which. `hashed`: an argon2 hash
 * of `input.password` made earlier (the tests' admin reuses one per file instead of hashing again for every test).
 */
export async function createUser(
  deps: FlowDeps,
  input: RegisterInput & { role?: Role },
  hashed?: Promise<string>,
): Promise<User> {
  await assertNameAndEmailFree(deps, input);
  const passwordHash = await (hashed ?? hashPassword(input.password));
  return runFlow(deps, (tx) => insertUser(tx, input, passwordHash));
}

async function insertUser(deps: TxDeps, input: RegisterInput & { role?: Role }, passwordHash: string): Promise<User> {
  try {
    const row = await deps.db
      .insertInto('user')
      .values({
        id: nextUserId(deps.db),
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
        role: input.role ?? 'user',
      })
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
    return toUser(row);
  } catch (error) {
    throw takenError(error);
  }
}

/**
 * Registration always creates a plain user, whatever role the client claims. When orders were placed as a
 * guest with the e-mail, the mail whose link attaches them (once the address is confirmed) is queued in the
 * same transaction (in `locale`, the page's language); the answer is the same either way.
 */
export async function register(
  deps: FlowDeps<'clock'>,
  input: RegisterInput,
  locale: Locale = DEFAULT_LOCALE,
): Promise<User> {
  await assertNameAndEmailFree(deps, input);
  const passwordHash = await hashPassword(input.password);
  return runFlow(deps, async (tx) => {
    const user = await insertUser(tx, { ...input, role: 'user' }, passwordHash);
    await queueEmailConfirmation(tx, user, locale);
    return user;
  });
}

/** Checks the credentials; answers the user and the session to sign into. */
export async function login({ db }: Pick<Deps, 'db'>, input: LoginInput): Promise<{ user: User; grant: SessionGrant }> {
  const row = await db
    .selectFrom('user')
    .select([...USER_COLUMNS, 'password_hash', 'session_epoch', 'session_secret', 'disabled'])
    .where('username', '=', input.username)
    .executeTakeFirst();
  if (!row) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  const ok = await argon2.verify(row.password_hash, input.password);
  if (!ok || row.disabled) throw new AppError('INVALID_CREDENTIALS');
  return { user: toUser(row), grant: { userId: row.id, epoch: row.session_epoch, secret: row.session_secret } };
}

/** Ends every session of the user, in the caller's flow: a replayed cookie from before is dead. */
export async function bumpSessionEpoch({ db, clock }: TxDeps<'clock'>, userId: number): Promise<void> {
  await db
    .updateTable('user')
    .set((eb) => ({ session_epoch: eb('session_epoch', '+', 1), updated_at: isoNow(clock) }))
    .where('id', '=', userId)
    .execute();
}

/** Logging out everywhere: every session of the user ends. */
export async function endSessions(deps: FlowDeps<'clock'>, userId: number): Promise<void> {
  await runFlow(deps, (tx) => bumpSessionEpoch(tx, userId));
}

/** The session a user signs into now (after registering or changing their password). */
export async function sessionGrant({ db }: Pick<Deps, 'db'>, userId: number): Promise<SessionGrant> {
  const row = await db
    .selectFrom('user')
    .select(['id', 'session_epoch', 'session_secret'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { userId: row.id, epoch: row.session_epoch, secret: row.session_secret };
}

/**
 * The actor of a session, or null when the user is gone, disabled, the
 * session's epoch has passed, or the cookie lacks the account's own secret.
 */
export async function resolveActor({ db }: Pick<Deps, 'db'>, grant: SessionGrant): Promise<Actor | null> {
  const row = await db
    .selectFrom('user')
    .select(['id', 'username', 'role', 'session_epoch', 'session_secret', 'disabled'])
    .where('id', '=', grant.userId)
    .executeTakeFirst();
  if (!row || row.disabled || row.session_epoch !== grant.epoch) return null;
  if (!row.session_secret || row.session_secret !== grant.secret) return null;
  return { userId: row.id, username: row.username, role: row.role, epoch: grant.epoch };
}

export async function getUser({ db }: Pick<Deps, 'db'>, userId: number): Promise<User> {
  const row = await db.selectFrom('user').select(USER_COLUMNS).where('id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toUser(row);
}

/** The actor when it is an admin: 401 without a session, 403 for anyone else. */
export function requireAdmin(actor: Actor | null): Actor {
  if (!actor) throw new AppError('UNAUTHORIZED');
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  return actor;
}

export function sessionCheck(actor: Actor | null): SessionCheck {
  return actor
    ? { authenticated: true, user: { id: actor.userId, username: actor.username, role: actor.role } }
    : { authenticated: false, user: null };
}

/**
 * Creates the first admin when the database has none. Answers the password
 * when it was generated, so the caller can print it once.
 */
export async function ensureAdmin(
  deps: FlowDeps,
  admin: { username: string; email: string; password?: string },
  randomPassword: () => string,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const existing = await deps.db.selectFrom('user').select('id').where('role', '=', 'admin').executeTakeFirst();
  if (existing) return { created: false };
  await assertNameAndEmailFree(deps, admin).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    const which = error.code === 'USERNAME_TAKEN' ? 'ADMIN_USERNAME' : 'ADMIN_EMAIL';
    throw new AppError(
      'CONFLICT',
      `The shop has no admin, and ${which} (${which === 'ADMIN_USERNAME' ? admin.username : admin.email}) belongs to a customer account: set another ${which}, or make that account an admin with npm run create-admin.`,
    );
  });
  const password = admin.password ?? randomPassword();
  await createUser(deps, { username: admin.username, email: admin.email, password, role: 'admin' });
  return { created: true, generatedPassword: admin.password ? undefined : password };
}
