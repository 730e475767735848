import { CalendarOutlined, LogoutOutlined, ScheduleOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@sevak/shared';
import { App, Button, theme } from 'antd';
import { Suspense, useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { paths } from '../../app/paths';
import { ThemeToggle } from '../../app/theme/ThemeToggle';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { loadMessages } from '../../i18n/messages';
import { useAuth } from '../auth/auth-context';
import { APP_NAME } from '../../lib/config';
import { trpc } from '../../lib/trpc';
import { TECHNICIAN } from './i18n';
import { discardOutboxOf } from './outbox';
import { READABLE_OFFLINE, useSavedTechnicianAnswers } from './offline-cache';
import { useIsOnline } from './screen-parts';
import { registerTechnicianServiceWorker } from './service-worker';
import { OutboxProvider, useOutbox } from './use-outbox';
import './technician.css';

/** The theme's colours (src/app/theme/tokens.ts, through antd's tokens), so the hand-made frame follows light and dark. */
function useFrameColours(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--tech-bg': token.colorBgLayout,
    '--tech-surface': token.colorBgContainer,
    '--tech-border': token.colorBorder,
    '--tech-divider': token.colorBorderSecondary,
    '--tech-text': token.colorText,
    '--tech-text-secondary': token.colorTextSecondary,
    '--tech-primary': token.colorPrimary,
    '--tech-on-primary': token.colorTextLightSolid,
    '--tech-link': token.colorLink,
    '--tech-success-bg': token.colorSuccessBg,
    '--tech-success-text': token.colorSuccessText,
    '--tech-error-bg': token.colorErrorBg,
    '--tech-error-text': token.colorErrorText,
    '--tech-warning-bg': token.colorWarningBg,
    '--tech-warning-text': token.colorWarningText,
    '--tech-info-bg': token.colorInfoBg,
    '--focus-ring': token.colorPrimary,
  } as CSSProperties;
}

/** The shop and who is signed in, the language, and Sign out; signing out with changes not yet sent asks first. */
function TopBar({ user }: { user: CurrentUser }) {
  const { signOut, isSigningOut, chooseLanguage } = useAuth();
  const { t } = useTranslation(TECHNICIAN);
  const { modal } = App.useApp();
  const { queued } = useOutbox();
  const utils = trpc.useUtils();
  const home = trpc.employee.home.useQuery(undefined, READABLE_OFFLINE);

  async function signOutAndForget() {
    await signOut();
    // Only once signed out: offline, the server cannot end the session, and the technician keeps their changes.
    if (utils.users.me.getData() === null) discardOutboxOf(user.id);
  }

  function confirmSignOut() {
    if (queued.length === 0) {
      void signOut();
      return;
    }
    modal.confirm({
      title: t('frame.signOutConfirm.title'),
      content: t('frame.signOutConfirm.content', { count: queued.length }),
      okText: t('frame.signOutConfirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('frame.signOutConfirm.cancel'),
      onOk: signOutAndForget,
    });
  }

  return (
    <header className="tech-topbar">
      <div className="tech-topbar__who">
        <span className="tech-topbar__shop">{home.data?.businessName ?? APP_NAME}</span>
        <span className="tech-topbar__name">{home.data?.fullname ?? user.fullname}</span>
      </div>
      <div className="tech-topbar__actions">
        {/* The switch changes the screens and keeps the choice for the technician on the server. */}
        <LanguageSwitch choose={chooseLanguage} />
        <ThemeToggle />
        <Button icon={<LogoutOutlined aria-hidden />} loading={isSigningOut} onClick={confirmSignOut}>
          {t('frame.signOut')}
        </Button>
      </div>
    </header>
  );
}

/** What the phone has not sent, what the server refused, and whether there is a network at all. */
function OutboxBanners() {
  const { queued, refused, sendNow, dismiss } = useOutbox();
  const online = useIsOnline();
  const { t } = useTranslation(TECHNICIAN);
  return (
    <div className="tech-banners">
      <div role="status">
        {!online && <p className="tech-banner tech-banner--offline">{t('banners.offline')}</p>}
        {queued.length > 0 && (
          <div className="tech-banner tech-banner--waiting" data-testid="outbox-waiting">
            <span>{online ? t('banners.waiting', { count: queued.length }) : t('banners.waitingOffline', { count: queued.length })}</span>
            {online && <Button onClick={sendNow}>{t('banners.sendNow')}</Button>}
          </div>
        )}
      </div>
      {refused.map((change) => (
        <div key={change.key} className="tech-banner tech-banner--refused" role="alert">
          <span>{t('banners.notSaved', { customer: change.customerName, reason: change.message })}</span>
          <Button onClick={() => dismiss(change.key)}>{t('banners.ok')}</Button>
        </div>
      ))}
    </div>
  );
}

function TechnicianApp({ user }: { user: CurrentUser }) {
  useSavedTechnicianAnswers(user.id);
  useEffect(registerTechnicianServiceWorker, []);
  // The server's sentences (a refusal, a field's rule) in the technician's language, fetched beside the screens.
  useEffect(() => void loadMessages().catch(() => undefined), []);
  const colours = useFrameColours();
  const { t } = useTranslation(TECHNICIAN);
  const navClass = ({ isActive }: { isActive: boolean }) => `tech-nav__link${isActive ? ' tech-nav__link--active' : ''}`;
  return (
    <OutboxProvider userId={user.id}>
      <div className="tech-app" style={colours}>
        <a className="tech-skip-link visually-hidden" href="#main-content">
          {t('frame.skipToContent')}
        </a>
        <TopBar user={user} />
        <OutboxBanners />
        <main className="tech-main" id="main-content" tabIndex={-1}>
          {/* A screen opened in Hindi may wait a moment for its words; the frame stays. */}
          <Suspense fallback={<p className="tech-loading" aria-busy="true">{t('screen.loading')}</p>}>
            <Outlet />
          </Suspense>
        </main>
        <nav className="tech-nav" aria-label={t('frame.nav')}>
          <NavLink to={paths.employee.myDay} className={navClass} end>
            <CalendarOutlined aria-hidden /> {t('frame.myDay')}
          </NavLink>
          <NavLink to={paths.employee.upcoming} className={navClass}>
            <ScheduleOutlined aria-hidden /> {t('frame.upcoming')}
          </NavLink>
        </nav>
      </div>
    </OutboxProvider>
  );
}

/**
 * The technician's phone app: a top bar with the shop and the technician, one screen at a time,
 * and My day and Upcoming at the bottom, where a thumb reaches. It keeps their answers for offline
 * use, sends the outbox, and registers the service worker that opens the app with no network.
 */
export function TechnicianLayout() {
  const { user } = useAuth();
  // RequireRole lets only a signed-in technician here.
  if (!user) return null;
  return <TechnicianApp user={user} />;
}
