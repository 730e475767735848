import { Spin, theme } from 'antd';
import { Suspense, useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../../features/auth/auth-context';
import { SupportAccessBanner } from '../../features/support-access/SupportAccessBanner';
import { useEffectiveRole } from '../../features/support-access/use-support-access';
import { COMMON } from '../../i18n/common';
import { useLanguage } from '../../i18n/language';
import '../../i18n/messages-catalogue';
import { ReadOnlyContext } from '../../lib/read-only';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { DESKTOP_QUERY, useMediaQuery } from './useMediaQuery';
import { useSidebar } from './useSidebar';
import './layout.css';

/** Sidebar, top bar and the current screen (spec §2 "Authenticated layout"). */
export function AppLayout() {
  const { user } = useAuth();
  // The frame's screens have date pickers and pagers: antd's words in the language in use.
  const { requireAntdLocale } = useLanguage();
  useEffect(requireAntdLocale, [requireAntdLocale]);
  const { t } = useTranslation(COMMON);
  // The operator viewing a business (support access) gets the business's sidebar and read-only screens.
  const { role } = useEffectiveRole();
  const { token } = theme.useToken();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const sidebarRef = useRef<HTMLElement>(null);
  const sidebar = useSidebar(isDesktop, sidebarRef);

  if (!user) return null;

  // antd's tokens, so the hand-made frame follows the light and dark themes with antd's widgets.
  const colours = {
    '--layout-bg': token.colorBgLayout,
    '--surface-bg': token.colorBgContainer,
    '--border': token.colorBorderSecondary,
    '--text': token.colorText,
    '--text-secondary': token.colorTextSecondary,
    '--shadow': token.boxShadowSecondary,
    '--hover-bg': token.colorFillTertiary,
    '--focus-ring': token.colorPrimary,
  } as CSSProperties;

  return (
    <div
      className={`app-shell${isDesktop ? ' app-shell--desktop' : ''}${isDesktop && sidebar.expanded ? ' app-shell--pinned' : ''}`}
      style={colours}
    >
      {/* The first stop of Tab: past the sidebar and the top bar, straight to the screen. */}
      <a className="skip-link visually-hidden" href="#main-content">
        {t('frame.skipToContent')}
      </a>
      <Sidebar ref={sidebarRef} role={role ?? user.role} isDesktop={isDesktop} sidebar={sidebar} />
      {!isDesktop && sidebar.open && <div className="app-shell__backdrop" aria-hidden />}
      <div className="app-shell__main">
        <TopBar user={user} isDesktop={isDesktop} sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} />
        <SupportAccessBanner />
        <main className="app-shell__content" id="main-content" tabIndex={-1}>
          <ReadOnlyContext value={user.role === 'SUPERADMIN' && role === 'ADMIN'}>
            {/* A screen opened in Hindi may wait a moment for its words; the frame stays. */}
            <Suspense fallback={<Spin className="app-shell__loading" />}>
              <Outlet />
            </Suspense>
          </ReadOnlyContext>
        </main>
      </div>
    </div>
  );
}
