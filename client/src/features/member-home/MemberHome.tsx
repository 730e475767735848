import { Alert, Card, Skeleton, Typography } from 'antd';
import { APP_NAME } from '../../lib/config';
import { errorMessage } from '../../lib/trpc';

export interface MemberHomeData {
  fullname: string;
  businessName: string | null;
}

interface MemberHomeProps {
  title: string;
  note: string;
  query: { data?: MemberHomeData | undefined; isPending: boolean; error: unknown };
}

/** The placeholder dashboard of an employee or a customer: who they are, and for which shop. */
export function MemberHome({ title, note, query }: MemberHomeProps) {
  return (
    <section aria-labelledby="page-title">
      <title>{`${title} | ${APP_NAME}`}</title>
      <Card>
        {query.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : query.data ? (
          <>
            <Typography.Title level={3} id="page-title">
              Welcome, {query.data.fullname}
            </Typography.Title>
            {query.data.businessName && (
              <Typography.Paragraph strong data-testid="business-name">
                {query.data.businessName}
              </Typography.Paragraph>
            )}
            <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
          </>
        ) : (
          <Alert type="error" showIcon title={errorMessage(query.error, 'Failed to get Dashboard Data')} />
        )}
      </Card>
    </section>
  );
}
