import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTheme } from './theme';
import { THEME } from './i18n';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const { t } = useTranslation(THEME);
  const label = theme === 'dark' ? t('toLight') : t('toDark');
  // The browser's own tooltip (title): the technician's phone app carries this button, and antd's
  // Tooltip would add its code to the app's first load.
  return (
    <Button
      type="text"
      shape="circle"
      aria-label={label}
      title={label}
      aria-pressed={theme === 'dark'}
      data-testid="theme-toggle"
      icon={theme === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={toggleTheme}
    />
  );
}
