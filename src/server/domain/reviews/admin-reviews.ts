import { sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import type {
  AdminReview,
  AdminReviewListInput,
  AdminReviewUpdateInput,
  ReviewStatus,
} from '../../../shared/schemas/reviews.js';
import { containsText } from '../../db/contains-text.js';
import { lockRows, orRefuse, type Reader, runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import { plainText } from '../sanitize.js';
import { reviewColumns, toReview } from './reviews.js';

/**
 * The owner's side of reviews: every review whatever its status, filtered and
 * searched; hide, publish, reply once, delete. The admin procedures audit each
 * write.
 */
const PAGE_SIZE = 20;

function adminReviews(db: Reader) {
  return db
    .selectFrom('review as r')
    .innerJoin('user as u', 'u.id', 'r.user_id')
    .leftJoin('product as p', (join) => join.onRef('p.id', '=', 'r.item_id').on('r.item_type', '=', 'product'))
    .leftJoin('painting as pt', (join) => join.onRef('pt.id', '=', 'r.item_id').on('r.item_type', '=', 'painting'));
}

const itemName = sql<string>`coalesce(p.name, pt.title, '(deleted item)')`;

async function rowsToReviews(query: ReturnType<typeof adminReviews>): Promise<AdminReview[]> {
  const rows = await query.select([...reviewColumns, 'r.item_type', 'r.item_id', itemName.as('item_name')]).execute();
  return rows.map((row) => ({
    ...toReview(row),
    status: row.status,
    itemType: row.item_type,
    itemId: row.item_id,
    itemName: row.item_name,
  }));
}

/** Every review, newest first, 20 a page; `status` filters, `q` searches title, text, author and item name. */
export async function listAdminReviews(
  { db }: Pick<Deps, 'db'>,
  input: { status?: AdminReviewListInput['status']; q?: string; page: number },
): Promise<{ items: AdminReview[]; total: number; page: number; pageSize: number }> {
  let query = adminReviews(db);
  if (input.status && input.status !== 'all') query = query.where('r.status', '=', input.status as ReviewStatus);
  const q = input.q;
  if (q) {
    query = query.where((eb) =>
      eb.or([
        containsText('r.title', q),
        containsText('r.body', q),
        containsText('u.username', q),
        containsText(itemName, q),
      ]),
    );
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const items = await rowsToReviews(
    query
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(PAGE_SIZE)
      .offset((input.page - 1) * PAGE_SIZE),
  );
  return { items, total, page: input.page, pageSize: PAGE_SIZE };
}

/** Every review a customer wrote, newest first (the customer page). */
export function reviewsByUser(db: Reader, userId: number): Promise<AdminReview[]> {
  return rowsToReviews(adminReviews(db).where('r.user_id', '=', userId).orderBy('r.created_at', 'desc'));
}

async function getAdminReview(db: Reader, id: number): Promise<AdminReview> {
  const [review] = await rowsToReviews(adminReviews(db).where('r.id', '=', id));
  if (!review) throw new AppError('NOT_FOUND', 'Review not found');
  return review;
}

/** Publishes or hides a review, and/or replies to it: once (a second, different reply is a 409). */
export async function updateReview(deps: FlowDeps<'clock'>, input: AdminReviewUpdateInput): Promise<AdminReview> {
  await runFlow(deps, async (tx) => {
    // The review's row first: two replies at once are decided one after the other (the second is the 409).
    await lockRows(tx, 'review', [input.id]);
    const review = await getAdminReview(tx.db, input.id);
    const reply = input.reply === undefined ? undefined : plainText(input.reply);
    if (reply === '') throw new AppError('BAD_REQUEST', 'The reply cannot be empty');
    if (reply !== undefined && review.reply !== null && review.reply !== reply) {
      throw new AppError('CONFLICT', 'This review already has a reply');
    }
    if (input.status === undefined && reply === undefined) {
      throw new AppError('BAD_REQUEST', "Send a status ('published' or 'hidden') or a reply");
    }
    const now = isoNow(deps.clock);
    await tx.db
      .updateTable('review')
      .set({
        updated_at: now,
        ...(input.status ? { status: input.status } : {}),
        ...(reply !== undefined && review.reply === null ? { reply, replied_at: now } : {}),
      })
      .where('id', '=', input.id)
      .execute();
  });
  return getAdminReview(deps.db, input.id);
}

export async function deleteReview(deps: FlowDeps, id: number): Promise<{ success: true; id: number }> {
  await runFlow(deps, async (tx) =>
    orRefuse(
      await tx.db.deleteFrom('review').where('id', '=', id).executeTakeFirst(),
      () => new AppError('NOT_FOUND', 'Review not found'),
    ),
  );
  return { success: true, id };
}
