import { CheckOutlined, GlobalOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { MSG, type CurrentUser } from '@sevak/shared';
import { LANGUAGE_NAMES, LANGUAGES } from '@sevak/shared/i18n/language';
import { Avatar, Dropdown, Typography, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import defaultAvatar from '../../assets/default-avatar.svg';
import { useAuth } from '../../features/auth/auth-context';
import { useLanguage } from '../../i18n/language';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { paths } from '../paths';
import { COMMON } from '../../i18n/common';

const LANGUAGE_KEY_PREFIX = 'language-';

/**
 * The screen for one's own account, where the role has one: an admin's profile, the operator's
 * password. Employees and customers have none; a link would lead them back home.
 */
function accountEntries(role: CurrentUser['role'], t: TFunction<'common'>): NonNullable<MenuProps['items']> {
  switch (role) {
    case 'ADMIN':
      return [{ key: 'profile', icon: <UserOutlined />, label: <Link to={paths.admin.profile}>{t('profileMenu.myProfile')}</Link> }];
    case 'SUPERADMIN':
      return [{ key: 'password', icon: <KeyOutlined />, label: <Link to={paths.superadmin.changePassword}>{t('profileMenu.changePassword')}</Link> }];
    case 'EMPLOYEE':
    case 'CUSTOMER':
      return [];
  }
}

/**
 * Avatar, name and role; opens the account's own screen, the language of the screens and Log Out
 * (spec §2 "Top bar"). A language chosen here applies at once and is kept for the person on the
 * server, so it follows them to their next sign-in on any phone (issue 19).
 */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const { signOut, isSigningOut, chooseLanguage } = useAuth();
  const { language } = useLanguage();
  const { t } = useTranslation([COMMON, MESSAGES]);
  const avatar = user.image || defaultAvatar;
  const role = t(MSG.common.roles[user.role], { ns: MESSAGES });

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'who',
      label: (
        <div className="profile-menu__who">
          <Typography.Text strong>{user.username}</Typography.Text>
          <Typography.Text type="secondary">{role}</Typography.Text>
        </div>
      ),
    },
    { type: 'divider' },
    ...accountEntries(user.role, t),
    {
      key: 'language',
      icon: <GlobalOutlined />,
      // In both languages, so someone who cannot read the one on screen still finds it.
      label: t('language.menu'),
      children: LANGUAGES.map((option) => ({
        key: `${LANGUAGE_KEY_PREFIX}${option}`,
        icon: option === language ? <CheckOutlined /> : <span aria-hidden className="profile-menu__unchecked" />,
        label: <span lang={option}>{LANGUAGE_NAMES[option]}</span>,
        onClick: () => void chooseLanguage(option),
      })),
    },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('profileMenu.logOut'),
      danger: true,
      disabled: isSigningOut,
      onClick: () => void signOut(),
    },
  ];

  return (
    <Dropdown
      menu={{ items, selectedKeys: [`${LANGUAGE_KEY_PREFIX}${language}`], triggerSubMenuAction: 'click' }}
      trigger={['click']}
      placement="bottomRight"
    >
      {/* Named by what it shows, then what it is: "Aqua Care Services Admin, account menu". */}
      <button type="button" className="profile-menu__trigger" data-testid="profile-menu">
        <Avatar src={avatar} alt="" size={36} />
        <span className="profile-menu__name">
          <span className="profile-menu__username">{user.username}</span>
          <span className="profile-menu__role">{role}</span>
        </span>
        <span className="visually-hidden">{t('profileMenu.accountMenu')}</span>
      </button>
    </Dropdown>
  );
}
