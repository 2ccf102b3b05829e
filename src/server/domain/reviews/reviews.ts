import { type RawBuilder, sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import { PAID_STATUSES } from '../../../shared/order-statuses.js';
import type { ItemType } from '../../../shared/schemas/cart.js';
import {
  type OwnReview,
  REVIEW_BODY_MIN,
  REVIEW_NOT_ELIGIBLE,
  REVIEWS_OFF,
  REVIEWS_PAGE_SIZE,
  type Review,
  type ReviewEligibility,
  type ReviewItemInput,
  type ReviewListInput,
  type ReviewPage,
  type ReviewStatus,
  type WriteReviewInput,
} from '../../../shared/schemas/reviews.js';
import { type Reader, runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { releasedOrAnnounced } from '../catalogue/release.js';
import { plainText } from '../sanitize.js';
import { requireSwitch } from '../settings.js';

/**
 * Reviews of products and art prints. Only a customer with a paid order
 * containing the item may review it, once: a second review replaces the first.
 * Originals are not reviewed (each has one buyer). The owner's side is
 * `admin-reviews.ts`.
 */
type ReviewDeps = Pick<Deps, 'db' | 'clock'>;

/**
 * 404 unless the item is a live product or art print its page may show (the release rule, `catalogue/release.ts`:
 * released, or announced; a hidden one is as if it did not exist).
 */
async function assertReviewable({ db, clock }: ReviewDeps, { itemType, id }: ReviewItemInput): Promise<void> {
  const now = isoNow(clock);
  if (itemType === 'product') {
    const row = await db
      .selectFrom('product as p')
      .select('p.id')
      .where('p.id', '=', id)
      .where('p.deleted_at', 'is', null)
      .where(releasedOrAnnounced('p', now))
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 'Product not found');
    return;
  }
  const row = await db
    .selectFrom('painting as p')
    .select('p.is_original')
    .where('p.id', '=', id)
    .where('p.deleted_at', 'is', null)
    .where(releasedOrAnnounced('p', now))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Painting not found');
  if (row.is_original) throw new AppError('NOT_FOUND', 'Original paintings are not reviewed: each has only one buyer');
}

/** 1 when `userId` has a paid order containing the item: who may review it, and who shows as "Verified buyer". */
function bought(
  userId: number | RawBuilder<number>,
  itemType: ItemType | RawBuilder<ItemType>,
  itemId: number | RawBuilder<number>,
) {
  return sql<number>`case when exists (select 1 from order_item oi join "order" o on o.id = oi.order_id
    where o.user_id = ${userId} and oi.item_type = ${itemType}
      and (case ${itemType} when 'product' then oi.product_id else oi.painting_id end) = ${itemId}
      and o.status in (${sql.join(PAID_STATUSES)})) then 1 else 0 end`;
}

/** Whether the customer has a paid order containing the item. */
async function hasBought(db: Reader, { itemType, id }: ReviewItemInput, userId: number): Promise<boolean> {
  const { rows } = await sql<{ yes: number }>`select ${bought(userId, itemType, id)} as yes`.execute(db);
  return rows[0]?.yes === 1;
}

/** For a review aliased `r`: 1 when its author bought the item ("Verified buyer"). */
const verifiedBuyer = bought(sql.ref('r.user_id'), sql.ref('r.item_type'), sql.ref('r.item_id'));

export const reviewColumns = [
  'r.id',
  'r.user_id',
  'r.rating',
  'r.title',
  'r.body',
  'r.status',
  'r.reply',
  'r.created_at',
  'u.username',
  verifiedBuyer.as('verified'),
] as const;

interface ReviewRow {
  id: number;
  user_id: number;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  reply: string | null;
  created_at: string;
  username: string;
  verified: number;
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: row.username,
    verified: row.verified === 1,
    createdAt: row.created_at,
    reply: row.reply,
  };
}

const reviewsOf = (db: Reader) => db.selectFrom('review as r').innerJoin('user as u', 'u.id', 'r.user_id');

/** The published reviews of an item, newest first, 10 a page, with the average, count and histogram of all of them. */
export async function listReviews(deps: ReviewDeps, input: ReviewListInput): Promise<ReviewPage> {
  await requireSwitch(deps, 'enableReviews', REVIEWS_OFF);
  await assertReviewable(deps, input);
  const published = reviewsOf(deps.db)
    .where('r.item_type', '=', input.itemType)
    .where('r.item_id', '=', input.id)
    .where('r.status', '=', 'published');
  const counts = await published
    .select(['r.rating', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('r.rating')
    .execute();
  const rows = await published
    .select(reviewColumns)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(REVIEWS_PAGE_SIZE)
    .offset((input.page - 1) * REVIEWS_PAGE_SIZE)
    .execute();
  const histogram = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const { rating, n } of counts) {
    histogram[String(rating) as keyof typeof histogram] = n;
    count += n;
    sum += rating * n;
  }
  return {
    items: rows.map(toReview),
    average: count ? Math.round((sum / count) * 10) / 10 : 0,
    count,
    histogram,
    page: input.page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

async function ownReview(db: Reader, input: ReviewItemInput, userId: number): Promise<OwnReview | null> {
  const row = await reviewsOf(db)
    .select(reviewColumns)
    .where('r.item_type', '=', input.itemType)
    .where('r.item_id', '=', input.id)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
  return row ? { ...toReview(row), status: row.status } : null;
}

/** Whether the customer may review the item (bought it in a paid order), and their review of it if any. */
export async function reviewEligibility(
  deps: ReviewDeps,
  input: ReviewItemInput,
  actor: Actor,
): Promise<ReviewEligibility> {
  await requireSwitch(deps, 'enableReviews', REVIEWS_OFF);
  await assertReviewable(deps, input);
  return {
    eligible: await hasBought(deps.db, input, actor.userId),
    review: await ownReview(deps.db, input, actor.userId),
  };
}

/**
 * Writes the customer's review of an item they bought, or replaces the one they wrote before. Published at once
 * unless `reviewsNeedApproval` holds it (pending); a review the owner hid stays hidden when rewritten.
 */
export async function writeReview(deps: FlowDeps<'clock'>, input: WriteReviewInput, actor: Actor): Promise<OwnReview> {
  const settings = await requireSwitch(deps, 'enableReviews', REVIEWS_OFF);
  await assertReviewable(deps, input);
  if (!(await hasBought(deps.db, input, actor.userId))) throw new AppError('FORBIDDEN', REVIEW_NOT_ELIGIBLE);
  const title = plainText(input.title);
  const body = plainText(input.body);
  if (body.length < REVIEW_BODY_MIN) {
    throw new AppError('BAD_REQUEST', `The review must be at least ${REVIEW_BODY_MIN} characters of text`);
  }
  const status: ReviewStatus = settings.reviewsNeedApproval === true ? 'pending' : 'published';
  const now = isoNow(deps.clock);
  await runFlow(deps, (tx) =>
    tx.db
      .insertInto('review')
      .values({
        item_type: input.itemType,
        item_id: input.id,
        user_id: actor.userId,
        rating: input.rating,
        title,
        body,
        status,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'item_type', 'item_id']).doUpdateSet({
          rating: input.rating,
          title,
          body,
          status: sql<ReviewStatus>`CASE WHEN review.status = 'hidden' THEN 'hidden' ELSE ${status} END`,
          reply: null,
          replied_at: null,
          created_at: now,
          updated_at: now,
        }),
      )
      .execute(),
  );
  const review = await ownReview(deps.db, input, actor.userId);
  if (!review) throw new AppError('INTERNAL');
  return review;
}
