import { PAGE_SIZE } from '@sevak/shared';
import { Card, Empty, Pagination, Spin, Typography } from 'antd';
import { useState } from 'react';
import { LoadFailure } from '../../components/LoadFailure';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';

/** The admin's own earlier queries, newest first, paged on the server. */
export function OwnQueries() {
  const [page, setPage] = useState(1);
  const queries = trpc.admin.helpDesk.list.useQuery(
    { page, pageSize: PAGE_SIZE, search: '' },
    { placeholderData: (previous) => previous },
  );
  const items = queries.data?.items ?? [];
  const total = queries.data?.total ?? 0;

  return (
    <Card title="Your Previous Queries">
      {queries.isError ? (
        <LoadFailure title="Failed to get helpdesks" error={queries.error} onRetry={queries.refetch} />
      ) : (
        <Spin spinning={queries.isFetching}>
          {items.length === 0 ? (
            queries.isPending ? null : <Empty description="You have not sent any queries yet." />
          ) : (
            <ol className="own-queries">
              {items.map((query) => (
                <li key={query.id} className="own-query">
                  <Typography.Text type="secondary">{formatDateTime(query.createdAt)}</Typography.Text>
                  <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0 }}>
                    {query.message}
                  </Typography.Paragraph>
                </li>
              ))}
            </ol>
          )}
          {total > PAGE_SIZE && (
            <Pagination
              className="own-queries__pages"
              current={page}
              pageSize={PAGE_SIZE}
              total={total}
              onChange={setPage}
              showSizeChanger={false}
              showLessItems
            />
          )}
        </Spin>
      )}
    </Card>
  );
}
