import {
  ACTIVE_WITHIN_DAYS,
  CONSOLE_MONTHS,
  EXPIRED_LISTED_DAYS,
  renewalMessage,
  whatsappUrl,
  type ConsoleSummary,
  type ListRenewalsInput,
  type Page,
  type Renewal,
  type RenewalWindow,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { addDays, addMonths, calendarDateIn, daysBetween, formatCalendarDate, startOfDayIn, startOfMonth } from '../../lib/business-time';
import { usageOf } from './business-usage';
import * as repository from './operator-console.repository';

/*
 * The operator's console (issue 18 "Renewals at a glance"): who is due to renew, what the
 * platform earned, and which businesses use Sevak. "Today" and the months are the business time
 * zone's.
 */

/** The expiry dates of each window: days left from 0 to 7 or 30, or expired 1 to 30 days ago. */
function windowsFrom(today: string): Record<RenewalWindow, repository.ExpiryRange> {
  return {
    '7': { from: today, to: addDays(today, 7) },
    '30': { from: today, to: addDays(today, 30) },
    expired: { from: addDays(today, -EXPIRED_LISTED_DAYS), to: addDays(today, -1) },
  };
}

const todayOf = (deps: AppDeps) => calendarDateIn(deps.config.businessTimeZone, deps.clock.now());

export async function listRenewals(deps: AppDeps, input: ListRenewalsInput): Promise<Page<Renewal>> {
  const today = todayOf(deps);
  const page = await repository.listRenewals(deps.db, windowsFrom(today)[input.within], input, startOfMonth(today));
  return {
    total: page.total,
    items: page.items.map((record) => {
      const expiresInDays = daysBetween(today, record.expiryDate);
      const message = renewalMessage({
        ownerName: record.name,
        expiryDate: formatCalendarDate(record.expiryDate),
        expired: expiresInDays < 0,
        appName: deps.config.appName,
      });
      return {
        id: record.id,
        name: record.name,
        phoneNumber: record.phoneNumber,
        email: record.email,
        expiryDate: record.expiryDate,
        expiresInDays,
        plan: record.planId && record.planName ? { id: record.planId, name: record.planName } : null,
        usage: usageOf(record),
        whatsappUrl: whatsappUrl(record.phoneNumber, message),
      };
    }),
  };
}

export async function consoleSummary(deps: AppDeps): Promise<ConsoleSummary> {
  const timeZone = deps.config.businessTimeZone;
  const now = deps.clock.now();
  const today = todayOf(deps);
  const windows = windowsFrom(today);
  const firstMonth = addMonths(startOfMonth(today), 1 - CONSOLE_MONTHS);
  const nextMonth = addMonths(startOfMonth(today), 1);
  const activeSince = new Date(now.getTime() - ACTIVE_WITHIN_DAYS * 86_400_000);

  const expiring = await repository.countExpiring(deps.db, { within7: windows['7'], within30: windows['30'], expired: windows.expired });
  const activity = await repository.countActivity(deps.db, today, activeSince);
  const revenue = await repository.revenueByMonth(deps.db, firstMonth, nextMonth);
  const added = await repository.newBusinessesByMonth(deps.db, timeZone, startOfDayIn(timeZone, firstMonth), startOfDayIn(timeZone, nextMonth));

  const revenueOf = new Map(revenue.map((row) => [row.month, Number(row.revenue)]));
  const addedIn = new Map(added.map((row) => [row.month, Number(row.newBusinesses)]));
  const months = Array.from({ length: CONSOLE_MONTHS }, (_, index) => addMonths(firstMonth, index).slice(0, 7)).map((month) => ({
    month,
    revenue: revenueOf.get(month) ?? 0,
    newBusinesses: addedIn.get(month) ?? 0,
  }));
  return {
    renewals: { '7': Number(expiring.within7), '30': Number(expiring.within30), expired: Number(expiring.expired) },
    activity: { active: Number(activity.active), dormant: Number(activity.dormant) },
    months,
  };
}
