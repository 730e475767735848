import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../lib/config';
import { COMMON } from '../i18n/common';

/** A screen whose content has not been built yet: its title, and an honest empty state. */
export function PagePlaceholder({ title }: { title: string }) {
  const { t } = useTranslation(COMMON);
  return (
    <section aria-labelledby="page-title">
      <title>{t('pageTitle', { title, app: APP_NAME })}</title>
      <Typography.Title level={3} id="page-title">
        {title}
      </Typography.Title>
      <Card>
        <Empty description={t('dataTable.noData')} />
      </Card>
    </section>
  );
}
