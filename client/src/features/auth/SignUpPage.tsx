import { Button, Card, Form, Input, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { APP_NAME } from '../../lib/config';
import './auth.css';

/** The spec's sign-up screen is a static form: accounts are created by the superadmin or a shop. */
export function SignUpPage() {
  return (
    <main className="auth-page">
      <title>{`Sign up | ${APP_NAME}`}</title>
      <Card className="auth-card">
        <div className="auth-card__heading">
          <Typography.Title level={2}>Sign Up</Typography.Title>
          <Typography.Text type="secondary">Create your {APP_NAME} account</Typography.Text>
        </div>
        <Form layout="vertical" onFinish={() => undefined} requiredMark={false}>
          <Form.Item label="Name" name="name">
            <Input size="large" placeholder="Enter your name" autoComplete="name" />
          </Form.Item>
          <Form.Item label="Username" name="username">
            <Input size="large" placeholder="Enter your username" autoComplete="username" />
          </Form.Item>
          <Form.Item label="Email" name="email">
            <Input size="large" type="email" placeholder="Enter your email" autoComplete="email" />
          </Form.Item>
          <Form.Item label="Phone Number" name="phoneNumber">
            <Input size="large" inputMode="tel" placeholder="Enter your phone number" autoComplete="tel" />
          </Form.Item>
          <Form.Item label="Password" name="password">
            <Input.Password size="large" placeholder="Enter your password" autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block>
            Sign Up
          </Button>
        </Form>
        <Typography.Paragraph className="auth-card__footer" type="secondary">
          Already have an account? <Link to={paths.signIn}>Sign In</Link>
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
