import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../lib/config';
import { COMMON } from '../i18n/common';

/** A screen's heading, also the browser tab's title. */
export function PageTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  const { t } = useTranslation(COMMON);
  return (
    <div className="page-title">
      <title>{t('pageTitle', { title, app: APP_NAME })}</title>
      <Typography.Title level={3} id="page-title" style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </div>
  );
}
