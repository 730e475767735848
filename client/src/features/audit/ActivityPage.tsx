import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, listAuditInput, PAGE_SIZE, ROLE_LABELS } from '@sevak/shared';
import { useListChoice, useListParams } from '../../lib/list-params';
import { trpc } from '../../lib/trpc';
import { AuditDayFilters, AuditScreen, ChoiceFilter, useAuditDays } from './audit-filters';
import { AuditTrail, TRAIL_QUERY } from './AuditTrail';

const ENTITY_OPTIONS = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: AUDIT_ENTITY_LABELS[entity] })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

/**
 * /activity: the business's trail, newest first: who changed what, when, from what to what.
 * Narrowed to one person, one kind of record and a range of days, kept in the URL
 * (?userID={id}&entity=product&from=2026-11-01&to=2026-11-21&page=2) so a view can be linked.
 */
export function ActivityPage() {
  const params = useListParams([]);
  const [userID, setUserID] = useListChoice('userID', listAuditInput.shape.userID);
  const [entity, setEntity] = useListChoice('entity', listAuditInput.shape.entity);
  const days = useAuditDays();
  const actors = trpc.admin.audit.actors.useQuery();
  const result = trpc.admin.audit.list.useQuery(
    { userID, entity, from: days.from, to: days.to, page: params.page, pageSize: PAGE_SIZE },
    TRAIL_QUERY,
  );
  const filters = (
    <>
      <ChoiceFilter
        id="audit-who"
        label="Who"
        placeholder="Everyone"
        loading={actors.isPending}
        value={userID}
        onChange={setUserID}
        options={(actors.data ?? []).map((actor) => ({ value: actor.id, label: `${actor.name} (${ROLE_LABELS[actor.role]})` }))}
      />
      <ChoiceFilter id="audit-what" label="What" placeholder="Every kind of record" value={entity} onChange={setEntity} options={ENTITY_OPTIONS} />
      <AuditDayFilters days={days} />
    </>
  );
  return (
    <AuditScreen title="Activity" filters={filters}>
      <AuditTrail params={params} result={result} label="activity" emptyText="No activity recorded" />
    </AuditScreen>
  );
}
