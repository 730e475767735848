import { Card, Col, Row, Typography } from 'antd';
import { Page } from '../../components/Page';
import { useCreateRecord } from '../../lib/record-form';
import { trpc } from '../../lib/trpc';
import { HelpDeskForm } from './HelpDeskForm';
import { OwnQueries } from './OwnQueries';
import { SubscriptionPlans } from './SubscriptionPlans';
import { SupportBenefits } from './SupportBenefits';
import './help-desk.css';

/** The admin's support screen: write to the operator, the renewal plans, what support offers (spec §2 /helpdesk). */
export function HelpDeskPage() {
  const submit = useCreateRecord(trpc.admin.helpDesk.create, {
    success: 'Query Submitted successfully',
    failure: 'Failed to submit query',
    withReason: false,
    refreshes: 'helpDeskQuery',
  });

  return (
    <Page title="Help Desk">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Contact Support">
            <Typography.Paragraph type="secondary">
              Send us your question or problem and our team will get back to you.
            </Typography.Paragraph>
            <HelpDeskForm {...submit} submitLabel="Submit Query" />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <SupportBenefits />
        </Col>
      </Row>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Subscription Plans
      </Typography.Title>
      <SubscriptionPlans />
      <OwnQueries />
    </Page>
  );
}
