import { CheckCircleOutlined } from '@ant-design/icons';
import { Card, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { HELP_DESK } from './i18n';

/** What an admin can count on from support (spec §9 "Support: 24/7, response within 24 hours"), by their keys. */
const BENEFITS = ['allDay', 'response', 'setup', 'renewals', 'data'] as const;

export function SupportBenefits() {
  const { token } = theme.useToken();
  const { t } = useTranslation(HELP_DESK);
  return (
    <Card title={t('benefits.title')} className="support-benefits">
      <ul className="support-benefits__list">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <CheckCircleOutlined aria-hidden style={{ color: token.colorSuccess }} />
            <span>{t(`benefits.${benefit}`)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
