import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { ROLE_LABELS, type CurrentUser } from '@sevak/shared';
import { Avatar, Dropdown, Typography, type MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import defaultAvatar from '../../assets/default-avatar.svg';
import { useAuth } from '../../features/auth/auth-context';
import { paths } from '../paths';

/**
 * The screen for one's own account, where the role has one: an admin's profile, the operator's
 * password. Employees and customers have none; a link would lead them back home.
 */
function accountEntries(role: CurrentUser['role']): NonNullable<MenuProps['items']> {
  switch (role) {
    case 'ADMIN':
      return [{ key: 'profile', icon: <UserOutlined />, label: <Link to={paths.admin.profile}>My Profile</Link> }];
    case 'SUPERADMIN':
      return [{ key: 'password', icon: <KeyOutlined />, label: <Link to={paths.superadmin.changePassword}>Change Password</Link> }];
    case 'EMPLOYEE':
    case 'CUSTOMER':
      return [];
  }
}

/** Avatar, name and role; opens the account's own screen and Log Out (spec §2 "Top bar"). */
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
          <Typography.Text type="secondary">{ROLE_LABELS[user.role]}</Typography.Text>
        </div>
      ),
    },
    { type: 'divider' },
    ...accountEntries(user.role),
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
      {/* Named by what it shows, then what it is: "Aqua Care Services Admin, account menu". */}
      <button type="button" className="profile-menu__trigger" data-testid="profile-menu">
        <Avatar src={avatar} alt="" size={36} />
        <span className="profile-menu__name">
          <span className="profile-menu__username">{user.username}</span>
          <span className="profile-menu__role">{ROLE_LABELS[user.role]}</span>
        </span>
        <span className="visually-hidden">, account menu</span>
      </button>
    </Dropdown>
  );
}
