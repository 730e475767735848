import { MenuOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@sevak/shared';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { UnreadRepliesLink } from '../../features/help-desk/UnreadRepliesLink';
import { ThemeToggle } from '../theme/ThemeToggle';
import { ProfileMenu } from './ProfileMenu';
import { SIDEBAR_ID } from './Sidebar';
import { COMMON } from '../../i18n/common';

interface TopBarProps {
  user: CurrentUser;
  isDesktop: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ user, isDesktop, sidebarOpen, onToggleSidebar }: TopBarProps) {
  const { t } = useTranslation(COMMON);
  return (
    <header className="app-topbar">
      {!isDesktop && (
        <Button
          type="text"
          aria-label={sidebarOpen ? t('frame.closeSidebar') : t('frame.openSidebar')}
          aria-expanded={sidebarOpen}
          aria-controls={SIDEBAR_ID}
          data-sidebar-toggle
          data-testid="sidebar-toggle"
          icon={<MenuOutlined />}
          onClick={onToggleSidebar}
        />
      )}
      <Typography.Text className="app-topbar__greeting" data-testid="greeting" ellipsis>
        {t('frame.greeting', { name: user.fullname || t('frame.someone') })}
      </Typography.Text>
      <div className="app-topbar__actions">
        {user.role === 'ADMIN' && <UnreadRepliesLink />}
        <ThemeToggle />
        <ProfileMenu user={user} />
      </div>
    </header>
  );
}
