import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { APP_NAME } from '../../lib/config';
import { AUTH } from './i18n';
import './auth.css';

/** The spec's sign-up screen is a static form: accounts are created by the superadmin or a shop. */
export function SignUpPage() {
  const { t } = useTranslation(AUTH);
  return (
    <main className="auth-page">
      <title>{t('signUp.pageTitle', { app: APP_NAME })}</title>
      <Card className="auth-card">
        <div className="auth-card__heading">
          <Typography.Title level={2}>{t('signUp.heading')}</Typography.Title>
          <Typography.Text type="secondary">{t('signUp.subtitle', { app: APP_NAME })}</Typography.Text>
        </div>
        <Form layout="vertical" onFinish={() => undefined} requiredMark={false}>
          <Form.Item label={t('signUp.nameLabel')} name="name">
            <Input size="large" placeholder={t('signUp.namePlaceholder')} autoComplete="name" />
          </Form.Item>
          <Form.Item label={t('signUp.usernameLabel')} name="username">
            <Input size="large" placeholder={t('signUp.usernamePlaceholder')} autoComplete="username" />
          </Form.Item>
          <Form.Item label={t('signUp.emailLabel')} name="email">
            <Input size="large" type="email" placeholder={t('signUp.emailPlaceholder')} autoComplete="email" />
          </Form.Item>
          <Form.Item label={t('signIn.phoneLabel')} name="phoneNumber">
            <Input size="large" inputMode="tel" placeholder={t('signIn.phonePlaceholder')} autoComplete="tel" />
          </Form.Item>
          <Form.Item label={t('signIn.passwordLabel')} name="password">
            <Input.Password size="large" placeholder={t('signIn.passwordPlaceholder')} autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block>
            {t('signUp.submit')}
          </Button>
        </Form>
        <Typography.Paragraph className="auth-card__footer" type="secondary">
          {t('signUp.haveAccount')} <Link to={paths.signIn}>{t('signIn.submit')}</Link>
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
