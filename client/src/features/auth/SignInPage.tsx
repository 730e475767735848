import { LockOutlined, PhoneOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, theme } from 'antd';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { issueText, loadMessages } from '../../i18n/messages';
import { APP_NAME } from '../../lib/config';
import { errorMessage } from '../../lib/trpc';
import { useAuth } from './auth-context';
import { AUTH } from './i18n';
import { rememberLanguageChosenBeforeSignIn } from './language-preference';
import './auth.css';

/**
 * The shared sign-in rules bring zod, the form's biggest library, along: they are fetched once
 * the visitor starts filling in the form, so a slow connection shows the page sooner.
 */
const loadSignInRules = () => Promise.all([import('@sevak/shared/auth/auth.schemas'), loadMessages()]).then(([rules]) => rules);

export function SignInPage() {
  const { signIn, isSigningIn } = useAuth();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const { t } = useTranslation(AUTH);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [password, setPassword] = useState('');

  const filledIn = phoneNumber !== '' && password !== '';

  async function submit() {
    if (isSigningIn) return;
    // Offline before the rules arrived: as when the sign-in call itself cannot be sent.
    const rules = await loadSignInRules().catch(() => undefined);
    if (!rules) {
      message.error(t('signIn.failed'));
      return;
    }
    const input = rules.signInSchema.safeParse({ phoneNumber, password });
    if (!input.success) {
      message.error(await issueText(input.error.issues[0]));
      return;
    }
    try {
      await signIn(input.data);
    } catch (error) {
      message.error(errorMessage(error, t('signIn.failed')));
      return;
    }
    message.success(t('signIn.succeeded'));
    await navigate(paths.home, { replace: true });
  }

  // A disabled Sign In button blocks the browser's own Enter-to-submit, so say what is missing.
  function onPressEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (filledIn) return;
    event.preventDefault();
    void submit();
  }

  return (
    <main className="auth-page">
      <title>{t('signIn.pageTitle', { app: APP_NAME })}</title>
      <AuthCard>
        <div className="auth-card__language">
          <LanguageSwitch onChosen={rememberLanguageChosenBeforeSignIn} />
        </div>
        <div className="auth-card__heading">
          <h2 style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 }}>
            {t('signIn.welcome', { app: APP_NAME })}
          </h2>
          <span style={{ color: token.colorTextSecondary }}>{t('signIn.subtitle')}</span>
        </div>
        <Form
          layout="vertical"
          onFinish={() => void submit()}
          onFocus={() => void loadSignInRules().catch(() => undefined)}
          disabled={isSigningIn}
          requiredMark={false}
        >
          <Form.Item label={t('signIn.phoneLabel')} htmlFor="signin-phone">
            <Input
              id="signin-phone"
              size="large"
              prefix={<PhoneOutlined aria-hidden />}
              placeholder={t('signIn.phonePlaceholder')}
              autoComplete="username"
              inputMode="tel"
              value={phoneNumber}
              onChange={(event) => setPhoneNumber(event.target.value)}
              onPressEnter={onPressEnter}
            />
          </Form.Item>
          <Form.Item label={t('signIn.passwordLabel')} htmlFor="signin-password">
            <Input.Password
              id="signin-password"
              size="large"
              prefix={<LockOutlined aria-hidden />}
              placeholder={t('signIn.passwordPlaceholder')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              onPressEnter={onPressEnter}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block disabled={!filledIn || isSigningIn}>
            {isSigningIn ? t('signIn.submitting') : t('signIn.submit')}
          </Button>
        </Form>
      </AuthCard>
    </main>
  );
}

/**
 * The sign-in card, drawn from the theme's own colours (light and dark) rather than with antd's
 * Card and Typography: those two bring about 30 KB gzip of code (tooltips, an editable text
 * area) that the first page anyone opens has no use for.
 */
function AuthCard({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section
      className="auth-card"
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        color: token.colorText,
      }}
    >
      {children}
    </section>
  );
}
