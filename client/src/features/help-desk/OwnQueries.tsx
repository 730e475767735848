import { PAGE_SIZE } from '@sevak/shared';
import { Button, Card, Empty, Pagination, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadFailure } from '../../components/LoadFailure';
import { formatDateTime } from '../../lib/format';
import { useRefresh } from '../../lib/invalidation';
import { useCreateRecord } from '../../lib/record-form';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { HelpDeskStatusTag, HelpDeskThread, ReplyForm } from './HelpDeskThread';
import { HELP_DESK } from './i18n';

type OwnQuery = RouterOutputs['admin']['helpDesk']['list']['items'][number];

const LIST_ID = 'previous-queries';

/** One of the admin's queries: its status, and its conversation with support on demand. */
function OwnQueryItem({ query }: { query: OwnQuery }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation(HELP_DESK);
  const refresh = useRefresh();
  const markRead = trpc.admin.helpDesk.openThread.useMutation({ onSuccess: () => refresh('helpDeskQuery') });
  const reply = useCreateRecord(trpc.admin.helpDesk.reply, { success: t('thread.sent'), failure: t('thread.sendFailed'), refreshes: 'helpDeskQuery' });
  const threadId = `query-thread-${query.id}`;

  const toggle = () => {
    // Opening the conversation reads support's replies in it: the top bar's count goes down.
    if (!open && query.unread > 0) markRead.mutate({ id: query.id });
    setOpen(!open);
  };

  return (
    <li className="own-query">
      <div className="own-query__head">
        <Typography.Text type="secondary">{formatDateTime(query.createdAt)}</Typography.Text>
        <HelpDeskStatusTag status={query.status} reader="BUSINESS" />
        {query.unread > 0 && <Tag color="red">{t('queries.new', { number: query.unread })}</Tag>}
      </div>
      <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0 }}>
        {query.message}
      </Typography.Paragraph>
      <Button type="link" className="own-query__toggle" aria-expanded={open} aria-controls={open ? threadId : undefined} onClick={toggle}>
        {open
          ? t('queries.hide')
          : query.replies.length > 0
            ? t('queries.view', { replies: t('queries.replies', { count: query.replies.length }) })
            : t('queries.addReply')}
      </Button>
      {open && (
        <div id={threadId} className="own-query__thread">
          <HelpDeskThread replies={query.replies} reader="BUSINESS" />
          <ReplyForm ticketId={query.id} saving={reply.saving} onSubmit={({ message }) => reply.onSubmit({ id: query.id, message })} />
        </div>
      )}
    </li>
  );
}

/** The admin's own earlier queries, newest first, paged on the server, each with support's replies. */
export function OwnQueries() {
  const { t } = useTranslation(HELP_DESK);
  const [page, setPage] = useState(1);
  const queries = trpc.admin.helpDesk.list.useQuery(
    { page, pageSize: PAGE_SIZE, search: '' },
    { placeholderData: (previous) => previous },
  );
  const items = queries.data?.items ?? [];
  const total = queries.data?.total ?? 0;
  const location = useLocation();
  const loaded = queries.isSuccess;
  // The top bar's unread replies lead here: to the queries, once they are on screen.
  useEffect(() => {
    if (loaded && location.hash === `#${LIST_ID}`) document.getElementById(LIST_ID)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, location.hash, location.key]);

  return (
    <Card title={t('queries.title')} id={LIST_ID}>
      {queries.isError ? (
        <LoadFailure title={t('queries.loadFailed')} error={queries.error} onRetry={queries.refetch} />
      ) : (
        <Spin spinning={queries.isFetching}>
          {items.length === 0 ? (
            queries.isPending ? null : <Empty description={t('queries.none')} />
          ) : (
            <ol className="own-queries">
              {items.map((query) => (
                <OwnQueryItem key={query.id} query={query} />
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
