import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { APP_NAME } from '../lib/config';

/** A screen's heading, also the browser tab's title. */
export function PageTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div className="page-title">
      <title>{`${title} | ${APP_NAME}`}</title>
      <Typography.Title level={3} id="page-title" style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </div>
  );
}
