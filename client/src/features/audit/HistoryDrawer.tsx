import { PAGE_SIZE, type AuditEntity } from '@sevak/shared';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../lib/list-params';
import { trpc } from '../../lib/trpc';
import { entityWords } from './audit-words';
import { AuditTrail, TRAIL_QUERY } from './AuditTrail';
import { AUDIT } from './i18n';

/** The drawer's page, held by the drawer: the screen beneath keeps its own page in the URL. */
function useDrawerPage(): ListParams<never> {
  const [page, setPage] = useState(1);
  return {
    page,
    search: '',
    sortBy: undefined,
    sortOrder: undefined,
    input: { page, pageSize: PAGE_SIZE, search: '' },
    setPage,
    // The trail is neither searched nor sorted: it is always newest first.
    setSearch: () => undefined,
    setSort: () => undefined,
  };
}

export interface HistoryDrawerProps {
  entity: AuditEntity;
  entityID: string;
  open: boolean;
  onClose: () => void;
}

/**
 * One record's trail, newest first, beside the record's own screen; a customer's, visit's or
 * invoice's also holds the records that name it (a customer's purchases, visits and payments).
 */
export function HistoryDrawer({ entity, entityID, open, onClose }: HistoryDrawerProps) {
  const { t } = useTranslation(AUDIT);
  const params = useDrawerPage();
  const result = trpc.admin.audit.list.useQuery({ entity, entityID, page: params.page, pageSize: PAGE_SIZE }, { ...TRAIL_QUERY, enabled: open });
  return (
    <Drawer open={open} onClose={onClose} title={t('history.title', { entity: entityWords(t, entity) })} size="min(960px, 100vw)" destroyOnHidden>
      <AuditTrail params={params} result={result} label={t('history.label')} emptyText={t('history.empty')} />
    </Drawer>
  );
}
