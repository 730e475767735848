import type { Migration } from 'kysely';
import * as initial from './2026_11_21_0900_initial';
import * as idempotencyKeys from './2026_11_21_1000_idempotency_keys';
import * as listTotals from './2026_11_21_1100_list_totals';
import * as rowLevelSecurity from './2026_11_21_1300_row_level_security';
import * as uniqueBillNumbers from './2026_11_24_0900_unique_bill_numbers';
import * as platformSettings from './2026_11_24_1000_platform_settings';
import * as logoVersions from './2026_11_24_1100_logo_versions';
import * as billingProfiles from './2026_11_24_1200_billing_profiles';
import * as gstFields from './2026_11_24_1300_gst_fields';
import * as invoicesAndPayments from './2026_11_24_1400_invoices_and_payments';
import * as servicePlans from './2026_11_24_1500_service_plans';
import * as serviceRequests from './2026_11_25_0900_service_requests';
import * as auditTrail from './2026_11_26_0800_audit_trail';
import * as enquiryFollowUp from './2026_11_26_0900_enquiry_follow_up';
import * as monthlyTallies from './2026_11_26_1000_monthly_tallies';
import * as subscriptions from './2026_11_27_0800_subscriptions';
import * as businessUsage from './2026_11_27_0900_business_usage';
import * as helpDeskThreads from './2026_11_27_1000_help_desk_threads';
import * as supportAccess from './2026_11_27_1100_support_access';
import * as languages from './2026_11_28_0800_languages';
import * as reminderLanguages from './2026_11_28_0900_reminder_languages';
import * as citusReadyKeys from './2026_11_29_0900_citus_ready_keys';
import * as businessSearchIndexes from './2026_11_29_1000_business_search_indexes';
import * as visitCoveringIndexes from './2026_11_29_1100_visit_covering_indexes';
import * as scheduleIndex from './2026_11_30_0900_schedule_index';
import * as openVisitDays from './2026_12_01_0900_open_visit_days';
import * as ticketTallies from './2026_12_01_1000_ticket_tallies';
import * as visitMonthIndex from './2026_12_01_1100_visit_month_index';
import * as ginPendingLists from './2026_12_01_1200_gin_pending_lists';
import * as purchaseDateIndex from './2026_12_01_1300_purchase_date_index';
import * as activeAmcIndex from './2026_12_01_1400_active_amc_index';

/** Every migration, by its frozen name. Names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0900_initial': initial,
  '2026_11_21_1000_idempotency_keys': idempotencyKeys,
  '2026_11_21_1100_list_totals': listTotals,
  '2026_11_21_1300_row_level_security': rowLevelSecurity,
  '2026_11_24_0900_unique_bill_numbers': uniqueBillNumbers,
  '2026_11_24_1000_platform_settings': platformSettings,
  '2026_11_24_1100_logo_versions': logoVersions,
  '2026_11_24_1200_billing_profiles': billingProfiles,
  '2026_11_24_1300_gst_fields': gstFields,
  '2026_11_24_1400_invoices_and_payments': invoicesAndPayments,
  '2026_11_24_1500_service_plans': servicePlans,
  '2026_11_25_0900_service_requests': serviceRequests,
  '2026_11_26_0800_audit_trail': auditTrail,
  '2026_11_26_0900_enquiry_follow_up': enquiryFollowUp,
  '2026_11_26_1000_monthly_tallies': monthlyTallies,
  '2026_11_27_0800_subscriptions': subscriptions,
  '2026_11_27_0900_business_usage': businessUsage,
  '2026_11_27_1000_help_desk_threads': helpDeskThreads,
  '2026_11_27_1100_support_access': supportAccess,
  '2026_11_28_0800_languages': languages,
  '2026_11_28_0900_reminder_languages': reminderLanguages,
  '2026_11_29_0900_citus_ready_keys': citusReadyKeys,
  '2026_11_29_1000_business_search_indexes': businessSearchIndexes,
  '2026_11_29_1100_visit_covering_indexes': visitCoveringIndexes,
  '2026_11_30_0900_schedule_index': scheduleIndex,
  '2026_12_01_0900_open_visit_days': openVisitDays,
  '2026_12_01_1000_ticket_tallies': ticketTallies,
  '2026_12_01_1100_visit_month_index': visitMonthIndex,
  '2026_12_01_1200_gin_pending_lists': ginPendingLists,
  '2026_12_01_1300_purchase_date_index': purchaseDateIndex,
  '2026_12_01_1400_active_amc_index': activeAmcIndex,
};
