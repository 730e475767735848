import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import { message, MSG } from '@sevak/shared';
import { AppError } from '../../errors/app-error';
import { countMessage } from '../businesses/counted-list';

/** What a plan may limit, by the list it limits, and how a shop owner names one and many. */
const LIMITED = {
  customers: { column: 'plans.max_customers', words: MSG.subscriptions.allowed.customers },
  employees: { column: 'plans.max_technicians', words: MSG.subscriptions.allowed.technicians },
} as const;

/** The room a business's plan leaves in a list, as it was when read. */
export interface PlanRoom {
  hasRoomFor(adding: number): boolean;
  /** Refuses, naming the plan and the count as it was read, when `adding` more do not fit. */
  assertRoomFor(adding: number): void;
}

const UNLIMITED: PlanRoom = { hasRoomFor: () => true, assertRoomFor: () => undefined };

/**
 * The room for more customers or technicians that the business's plan leaves: the plan of its
 * latest subscription (a business that never subscribed, or a plan without that limit, has no
 * limit). The business's tally row of that list is locked first, in the call's transaction, so
 * two saves at once cannot both take the last place; the insert's own trigger would lock it a
 * moment later anyway. An import adding in slices reads it once, as it saves its first slice.
 */
export async function planRoom(db: Kysely<Database>, businessId: string, list: keyof typeof LIMITED): Promise<PlanRoom> {
  const { column, words } = LIMITED[list];
  const plan = await db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .where('subscriptions.business_id', '=', businessId)
    .orderBy('subscriptions.period_end', 'desc')
    .orderBy('subscriptions.created_at', 'desc')
    .limit(1)
    .select(['plans.name', `${column} as limit`])
    .executeTakeFirst();
  if (plan?.limit == null) return UNLIMITED;
  const { name, limit } = plan;
  const tally = await db
    .selectFrom('row_tallies')
    .where('business_id', '=', businessId)
    .where('table_name', '=', list)
    .select('row_count')
    .forUpdate()
    .executeTakeFirst();
  const count = Number(tally?.row_count ?? 0);
  const hasRoomFor = (adding: number) => count + adding <= limit;
  return {
    hasRoomFor,
    assertRoomFor(adding) {
      if (hasRoomFor(adding)) return;
      throw AppError.conflict(message(MSG.subscriptions.errors.planLimitReached, { plan: name, allowed: countMessage(limit, words), count }));
    },
  };
}

/** Refuses to add `adding` customers or technicians beyond what the business's plan allows (see planRoom). */
export async function assertPlanRoom(db: Kysely<Database>, businessId: string, list: keyof typeof LIMITED, adding = 1): Promise<void> {
  (await planRoom(db, businessId, list)).assertRoomFor(adding);
}
