import { Card, Empty, Typography } from 'antd';
import { APP_NAME } from '../lib/config';

/** A screen whose content has not been built yet: its title, and an honest empty state. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section aria-labelledby="page-title">
      <title>{`${title} | ${APP_NAME}`}</title>
      <Typography.Title level={3} id="page-title">
        {title}
      </Typography.Title>
      <Card>
        <Empty description="No data available" />
      </Card>
    </section>
  );
}
