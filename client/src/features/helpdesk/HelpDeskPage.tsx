import type { CreateHelpDeskTicketInput } from '@sevak/shared';
import { App, Card, Col, Form, Row, Typography } from 'antd';
import { Page } from '../../components/Page';
import { trpc } from '../../lib/trpc';
import { HelpDeskForm } from './HelpDeskForm';
import { OwnQueries } from './OwnQueries';
import { SubscriptionPlans } from './SubscriptionPlans';
import { SupportBenefits } from './SupportBenefits';
import './helpdesk.css';

/** The admin's support screen: write to the operator, the renewal plans, what support offers (spec §2 /helpdesk). */
export function HelpDeskPage() {
  const [form] = Form.useForm<CreateHelpDeskTicketInput>();
  const { message } = App.useApp();
  const utils = trpc.useUtils();

  const submit = trpc.admin.helpDesk.create.useMutation({
    onSuccess: async () => {
      void message.success('Query Submitted successfully');
      form.resetFields();
      await utils.admin.helpDesk.invalidate();
    },
    // Spec §8 gives this one without the server's message.
    onError: () => void message.error('Failed to submit query'),
  });

  return (
    <Page title="Help Desk">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Contact Support">
            <Typography.Paragraph type="secondary">
              Send us your question or problem and our team will get back to you.
            </Typography.Paragraph>
            <HelpDeskForm form={form} saving={submit.isPending} onSubmit={(fields) => submit.mutateAsync(fields)} />
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
