import { listPlatformAuditInput, PAGE_SIZE } from '@sevak/shared';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../components/SearchSelect';
import { useListChoice, useListParams } from '../../lib/list-params';
import { useSearchOptions } from '../../lib/search-options';
import { trpc } from '../../lib/trpc';
import { AuditDayFilters, AuditFilter, AuditScreen, useAuditDays } from './audit-filters';
import { AuditTrail, TRAIL_QUERY } from './AuditTrail';
import { AUDIT } from './i18n';

/** The businesses to narrow the trail to, by name. */
function useBusinessOptions(search: string) {
  return useSearchOptions(
    trpc.superadmin.businesses.list,
    { page: 1, pageSize: 20, search, sortBy: 'fullname', sortOrder: 'asc' },
    (business) => business.user.fullname,
  );
}

/**
 * /superadmin/activity: sign-ins (and failed ones) and changes to businesses and their accounts,
 * across every business, newest first; narrowed to one business and a range of days, kept in the
 * URL (?businessID={id}&from=2026-11-01&to=2026-11-21&page=2).
 */
export function PlatformActivityPage() {
  const { t } = useTranslation(AUDIT);
  const params = useListParams([]);
  const [businessID, setBusinessID] = useListChoice('businessID', listPlatformAuditInput.shape.businessID);
  const days = useAuditDays();
  // The chosen business's name, when the pick list has not offered it (a reloaded page).
  const business = trpc.superadmin.businesses.get.useQuery({ id: businessID ?? '' }, { enabled: Boolean(businessID) });
  const result = trpc.superadmin.audit.list.useQuery(
    { businessID, from: days.from, to: days.to, page: params.page, pageSize: PAGE_SIZE },
    TRAIL_QUERY,
  );
  const filters = (
    <>
      <AuditFilter id="audit-business" label={t('platform.business')}>
        <SearchSelect
          id="audit-business"
          label={t('platform.business')}
          value={businessID}
          onChange={setBusinessID}
          useOptions={useBusinessOptions}
          selectedLabel={business.data?.user.fullname}
        />
      </AuditFilter>
      <AuditDayFilters days={days} />
    </>
  );
  return (
    <AuditScreen title={t('platform.title')} filters={filters}>
      <AuditTrail params={params} result={result} label={t('platform.label')} emptyText={t('platform.empty')} showBusiness />
    </AuditScreen>
  );
}
