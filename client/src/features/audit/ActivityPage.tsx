import { AUDIT_ENTITIES, listAuditInput, PAGE_SIZE } from '@sevak/shared';
import { useTranslation } from 'react-i18next';
import { useListChoice, useListParams } from '../../lib/list-params';
import { trpc } from '../../lib/trpc';
import { AuditDayFilters, AuditScreen, ChoiceFilter, useAuditDays } from './audit-filters';
import { entityWords, roleWords } from './audit-words';
import { AuditTrail, TRAIL_QUERY } from './AuditTrail';
import { AUDIT } from './i18n';

/**
 * /activity: the business's trail, newest first: who changed what, when, from what to what.
 * Narrowed to one person, one kind of record and a range of days, kept in the URL
 * (?userID={id}&entity=product&from=2026-11-01&to=2026-11-21&page=2) so a view can be linked.
 */
export function ActivityPage() {
  const { t } = useTranslation(AUDIT);
  const params = useListParams([]);
  const [userID, setUserID] = useListChoice('userID', listAuditInput.shape.userID);
  const [entity, setEntity] = useListChoice('entity', listAuditInput.shape.entity);
  const days = useAuditDays();
  const actors = trpc.admin.audit.actors.useQuery();
  const result = trpc.admin.audit.list.useQuery(
    { userID, entity, from: days.from, to: days.to, page: params.page, pageSize: PAGE_SIZE },
    TRAIL_QUERY,
  );
  const entityOptions = AUDIT_ENTITIES.map((each) => ({ value: each, label: entityWords(t, each) })).sort((a, b) => a.label.localeCompare(b.label));
  const filters = (
    <>
      <ChoiceFilter
        id="audit-who"
        label={t('activity.who')}
        placeholder={t('activity.everyone')}
        loading={actors.isPending}
        value={userID}
        onChange={setUserID}
        options={(actors.data ?? []).map((actor) => ({ value: actor.id, label: t('activity.actor', { name: actor.name, role: roleWords(actor.role) }) }))}
      />
      <ChoiceFilter
        id="audit-what"
        label={t('activity.what')}
        placeholder={t('activity.everyKind')}
        value={entity}
        onChange={setEntity}
        options={entityOptions}
      />
      <AuditDayFilters days={days} />
    </>
  );
  return (
    <AuditScreen title={t('activity.title')} filters={filters}>
      <AuditTrail params={params} result={result} label={t('activity.label')} emptyText={t('activity.empty')} />
    </AuditScreen>
  );
}
