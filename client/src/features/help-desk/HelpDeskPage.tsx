import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { useCreateRecord } from '../../lib/record-form';
import { trpc } from '../../lib/trpc';
import { HelpDeskForm } from './HelpDeskForm';
import { OwnQueries } from './OwnQueries';
import { SubscriptionPlans } from './SubscriptionPlans';
import { SupportBenefits } from './SupportBenefits';
import { HELP_DESK } from './i18n';
import './help-desk.css';

/** The admin's support screen: write to the operator, the renewal plans, what support offers (spec §2 /helpdesk). */
export function HelpDeskPage() {
  const { t } = useTranslation(HELP_DESK);
  const submit = useCreateRecord(trpc.admin.helpDesk.create, {
    success: t('page.submitted'),
    failure: t('page.submitFailed'),
    withReason: false,
    refreshes: 'helpDeskQuery',
  });

  return (
    <Page title={t('page.title')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t('page.contactSupport')}>
            <Typography.Paragraph type="secondary">
              {t('page.intro')}
            </Typography.Paragraph>
            <HelpDeskForm {...submit} submitLabel={t('page.submit')} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <SupportBenefits />
        </Col>
      </Row>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('page.plans')}
      </Typography.Title>
      <SubscriptionPlans />
      <OwnQueries />
    </Page>
  );
}
