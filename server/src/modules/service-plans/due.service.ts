import type { z } from 'zod';
import {
  DUE_RANGE_DAYS,
  fillReminder,
  pinCodeIn,
  smsUrl,
  whatsappUrl,
  type DueItem,
  type DueKind,
  type DueRange,
  type DueSummary,
  type dueSummaryInput,
  type Language,
  type ListDueInput,
  type Page,
} from '@sevak/shared';
import { servicePlansMessagesEn } from '@sevak/shared/service-plans/messages.en';
import { servicePlansMessagesHi } from '@sevak/shared/service-plans/messages.hi';
import type { AppDeps } from '../../deps';
import { addDays, calendarDateIn, formatCalendarDate, startOfDayIn } from '../../lib/business-time';
import { windowOf } from '../../lib/list-query';
import type { BusinessScope } from '../../tenancy/data-scope';
import { findSeller } from '../profile/profile.repository';
import * as repository from './due.repository';
import type { DueFilters, DueRef, DueSpan } from './due.repository';
import { reminderTemplatesOf } from './reminders.service';

/*
 * The due list, the screen an owner opens every morning: visits and enquiries' follow-ups
 * overdue (their day passed and nobody closed them), and what falls due today, this week or in
 * the next 30 days — visits, warranties and AMC contracts ending, and enquiries to follow up.
 * Days are the business's (its time zone), counted from the start of today.
 */

/**
 * The words of the texts Sevak writes itself, in each language: an enquiry's follow-up, and what
 * the product placeholder says for a visit without a purchase or an enquiry that named no product.
 */
const SEVAK_WORDS: Record<Language, { enquiryFollowUp: string; noProduct: string; noProductEnquired: string }> = {
  en: servicePlansMessagesEn.reminders,
  hi: servicePlansMessagesHi.reminders,
};

/** The days each range covers, from the start of today in the business time zone. */
function spanOf(range: DueRange, timeZone: string, now: Date): DueSpan {
  const today = calendarDateIn(timeZone, now);
  const todayStart = startOfDayIn(timeZone, today);
  if (range === 'overdue') return { overdue: true, before: todayStart, beforeDay: today };
  const days = DUE_RANGE_DAYS[range];
  return {
    overdue: false,
    from: todayStart,
    before: startOfDayIn(timeZone, addDays(today, days)),
    firstDay: today,
    lastDay: addDays(today, days - 1),
  };
}

/** The filters as the queries take them: the area's customers looked up once, for every part. */
async function filtersOf(
  deps: AppDeps,
  business: BusinessScope,
  input: { employeeID?: string | undefined; pinCode?: string | undefined; kind?: DueKind | undefined },
): Promise<DueFilters> {
  const customerIds = input.pinCode ? await repository.customersInArea(deps.db, business.businessId, input.pinCode) : undefined;
  return { employeeId: input.employeeID, customerIds, pinCode: input.pinCode, kind: input.kind };
}

/** One page of a range of the due list, each row with its reminder text and the links that send it. */
export async function listDue(deps: AppDeps, business: BusinessScope, input: ListDueInput): Promise<Page<DueItem>> {
  const timeZone = deps.config.businessTimeZone;
  const span = spanOf(input.range, timeZone, deps.clock.now());
  const filters = await filtersOf(deps, business, input);
  const { refs, total } = await repository.pageDue(deps.db, business.businessId, timeZone, span, filters, windowOf(input));
  return { items: await detailedRows(deps, business, refs), total };
}

/** The counts on the due list's tabs (and in the morning mail), with the same filters as the list. */
export async function summarizeDue(deps: AppDeps, business: BusinessScope, input: z.infer<typeof dueSummaryInput>): Promise<DueSummary> {
  const timeZone = deps.config.businessTimeZone;
  const now = deps.clock.now();
  const spans: Record<DueRange, DueSpan> = {
    overdue: spanOf('overdue', timeZone, now),
    today: spanOf('today', timeZone, now),
    week: spanOf('week', timeZone, now),
    month: spanOf('month', timeZone, now),
  };
  return repository.countDue(deps.db, business.businessId, spans, await filtersOf(deps, business, input));
}

/** The page's rows with their details, last reminders and messages, in the page's order. */
async function detailedRows(deps: AppDeps, business: BusinessScope, refs: DueRef[]): Promise<DueItem[]> {
  if (refs.length === 0) return [];
  const { db } = deps;
  const { businessId } = business;
  const details = await repository.dueDetails(db, businessId, refs);
  const templates = await reminderTemplatesOf(db, businessId);
  const seller = await findSeller(db, businessId);
  const byKey = new Map(details.map((row) => [`${row.kind}:${row.id}`, row]));
  const timeZone = deps.config.businessTimeZone;
  const todayStart = startOfDayIn(timeZone, calendarDateIn(timeZone, deps.clock.now()));
  const shop = { shopName: seller?.name ?? '', shopPhone: seller?.phoneNumber ?? '' };
  return refs.flatMap((ref) => {
    const row = byKey.get(`${ref.kind}:${ref.id}`);
    if (!row) return [];
    const dueAt = row.visitDate ?? startOfDayIn(timeZone, row.endDate!);
    // The customer is written to in their own language: the business's text for it, or Sevak's.
    const language: Language = row.customer.language === 'hi' ? 'hi' : 'en';
    const words = SEVAK_WORDS[language];
    const message = fillReminder(ref.kind === 'enquiry' ? words.enquiryFollowUp : templates[language][ref.kind], {
      customerName: row.customer.fullname,
      product: row.product?.name ?? (ref.kind === 'enquiry' ? words.noProductEnquired : words.noProduct),
      dueDate: formatCalendarDate(row.endDate ?? calendarDateIn(timeZone, dueAt)),
      ...shop,
    });
    const item: DueItem = {
      kind: ref.kind,
      id: ref.id,
      dueAt,
      visitStatus: row.visitStatus,
      enquiryStatus: row.enquiryStatus,
      overdue: dueAt < todayStart,
      customer: {
        id: row.customerId,
        name: row.customer.fullname,
        phoneNumber: row.customer.phoneNumber,
        address: row.customer.address,
        pinCode: pinCodeIn(row.customer.address),
        language,
      },
      product: row.product && { id: row.product.id, name: row.product.name },
      customerProductId: row.customerProductId,
      serialNumber: row.product?.serialNumber ?? null,
      employee: row.employeeId && row.employee ? { id: row.employeeId, name: row.employee.fullname } : null,
      amcContractId: row.amcContractId,
      lastReminder: row.lastReminder && { ...row.lastReminder, at: new Date(row.lastReminder.at) },
      message,
      whatsappUrl: whatsappUrl(row.customer.phoneNumber, message),
      smsUrl: smsUrl(row.customer.phoneNumber, message),
    };
    return [item];
  });
}
