import { CloseOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { Role } from '@sevak/shared';
import { Button, Menu, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { APP_NAME } from '../../lib/config';
import { paths } from '../paths';
import { activeGroupKey, activeKey, isGroup, sidebarEntries, type SidebarEntry } from './sidebar-menu';
import type { SidebarState } from './useSidebar';
import { COMMON } from '../../i18n/common';

export const SIDEBAR_ID = 'app-sidebar';

function toMenuItems(entries: SidebarEntry[], onNavigate: () => void, t: TFunction<'common'>): NonNullable<MenuProps['items']> {
  return entries.map((entry) =>
    isGroup(entry)
      ? {
          key: entry.key,
          label: t(`sidebar.${entry.labelKey}`),
          icon: entry.icon,
          popupClassName: 'sidebar-menu-popup',
          children: toMenuItems(entry.children, onNavigate, t),
        }
      : {
          key: entry.key,
          icon: entry.icon,
          label: (
            <Link to={entry.to} onClick={onNavigate}>
              {t(`sidebar.${entry.labelKey}`)}
            </Link>
          ),
        },
  );
}

interface SidebarProps {
  role: Role;
  isDesktop: boolean;
  sidebar: SidebarState;
  ref: Ref<HTMLElement>;
}

export function Sidebar({ role, isDesktop, sidebar, ref }: SidebarProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation(COMMON);
  const entries = useMemo(() => sidebarEntries(role), [role]);
  const selected = activeKey(entries, pathname);
  const activeGroup = activeGroupKey(entries, pathname);

  // The group of the current path opens by itself; the user may still fold it.
  const [openKeys, setOpenKeys] = useState<string[]>(activeGroup ? [activeGroup] : []);
  const [openedFor, setOpenedFor] = useState(activeGroup);
  if (openedFor !== activeGroup) {
    setOpenedFor(activeGroup);
    if (activeGroup && !openKeys.includes(activeGroup)) setOpenKeys([...openKeys, activeGroup]);
  }

  const { open, expanded, toggle, close, hoverHandlers } = sidebar;
  // On a small screen a followed link closes the slid-in sidebar.
  const items = useMemo(() => toMenuItems(entries, isDesktop ? () => undefined : close, t), [entries, isDesktop, close, t]);

  return (
    <aside
      ref={ref}
      id={SIDEBAR_ID}
      className={`app-sidebar${open ? ' app-sidebar--open' : ''}`}
      data-testid="sidebar"
      data-expanded={open}
      aria-label={t('frame.mainNavigation')}
      {...hoverHandlers}
    >
      <div className="app-sidebar__header">
        <Link to={paths.home} className="app-sidebar__brand" aria-label={t('frame.home', { app: APP_NAME })} onClick={isDesktop ? undefined : close}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="app-sidebar__brand-name">{APP_NAME}</span>
        </Link>
        {isDesktop ? (
          <Button
            type="text"
            className="app-sidebar__pin"
            aria-label={expanded ? t('frame.collapseSidebar') : t('frame.expandSidebar')}
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            data-testid="sidebar-pin"
            icon={expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            onClick={toggle}
          />
        ) : (
          <Button type="text" aria-label={t('frame.closeSidebar')} data-testid="sidebar-close" icon={<CloseOutlined />} onClick={close} />
        )}
      </div>
      <nav className="app-sidebar__nav">
        <Menu
          mode="inline"
          inlineCollapsed={!open}
          items={items}
          selectedKeys={selected ? [selected] : []}
          openKeys={open ? openKeys : []}
          onOpenChange={(keys) => {
            if (open) setOpenKeys(keys);
          }}
          className="app-sidebar__menu"
        />
      </nav>
    </aside>
  );
}
