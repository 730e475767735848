import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@sevak/shared';
import { Avatar, Dropdown, Typography, type MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import defaultAvatar from '../../assets/default-avatar.svg';
import { useAuth } from '../../features/auth/auth-context';
import { paths } from '../paths';

const ROLE_LABEL: Record<CurrentUser['role'], string> = {
  SUPERADMIN: 'Super Admin',
  ADMIN: 'Admin',
  EMPLOYEE: 'Employee',
  CUSTOMER: 'Customer',
};

/** Avatar, name and role; opens My Profile and Log Out (spec §2 "Top bar"). */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const { signOut, isSigningOut } = useAuth();
  const avatar = user.image || defaultAvatar;

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'who',
      label: (
        <div className="profile-menu__who">
          <Typography.Text strong>{user.username}</Typography.Text>
          <Typography.Text type="secondary">{ROLE_LABEL[user.role]}</Typography.Text>
        </div>
      ),
    },
    { type: 'divider' },
    // Only an admin has a profile screen; for anyone else the link would lead back home.
    ...(user.role === 'ADMIN'
      ? [{ key: 'profile', icon: <UserOutlined />, label: <Link to={paths.admin.profile}>My Profile</Link> }]
      : []),
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: 'Log Out',
      danger: true,
      disabled: isSigningOut,
      onClick: () => void signOut(),
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" className="profile-menu__trigger" aria-label={`Account menu for ${user.username}`} data-testid="profile-menu">
        <Avatar src={avatar} alt="" size={36} />
        <span className="profile-menu__name">
          <span className="profile-menu__username">{user.username}</span>
          <span className="profile-menu__role">{ROLE_LABEL[user.role]}</span>
        </span>
      </button>
    </Dropdown>
  );
}
