import { MenuOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@sevak/shared';
import { Button, Typography } from 'antd';
import { UnreadRepliesLink } from '../../features/help-desk/UnreadRepliesLink';
import { ThemeToggle } from '../theme/ThemeToggle';
import { ProfileMenu } from './ProfileMenu';
import { SIDEBAR_ID } from './Sidebar';

interface TopBarProps {
  user: CurrentUser;
  isDesktop: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ user, isDesktop, sidebarOpen, onToggleSidebar }: TopBarProps) {
  return (
    <header className="app-topbar">
      {!isDesktop && (
        <Button
          type="text"
          aria-label={sidebarOpen ? 'Close sidebar' : 'Open sidebar'}
          aria-expanded={sidebarOpen}
          aria-controls={SIDEBAR_ID}
          data-sidebar-toggle
          data-testid="sidebar-toggle"
          icon={<MenuOutlined />}
          onClick={onToggleSidebar}
        />
      )}
      <Typography.Text className="app-topbar__greeting" data-testid="greeting" ellipsis>
        Welcome, {user.fullname || 'User'}
      </Typography.Text>
      <div className="app-topbar__actions">
        {user.role === 'ADMIN' && <UnreadRepliesLink />}
        <ThemeToggle />
        <ProfileMenu user={user} />
      </div>
    </header>
  );
}
