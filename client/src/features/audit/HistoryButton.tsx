import { HistoryOutlined } from '@ant-design/icons';
import type { AuditEntity } from '@sevak/shared';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT } from './i18n';

// Loaded on the first press: the record's screen does not carry the trail's code.
const HistoryDrawer = lazy(async () => ({ default: (await import('./HistoryDrawer')).HistoryDrawer }));

/** "History" on a record's own screen: opens the record's trail in a drawer. */
export function HistoryButton({ entity, entityID }: { entity: AuditEntity; entityID: string }) {
  const { t } = useTranslation(AUDIT);
  // Undefined until first pressed; then kept, so the drawer slides shut rather than vanishing.
  const [open, setOpen] = useState<boolean>();
  return (
    <>
      <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('history.button')}
      </Button>
      {open !== undefined && (
        <Suspense fallback={null}>
          <HistoryDrawer entity={entity} entityID={entityID} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
