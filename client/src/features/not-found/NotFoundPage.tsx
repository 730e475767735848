import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { APP_NAME } from '../../lib/config';
import { NOT_FOUND } from './i18n';

export function NotFoundPage() {
  const navigate = useNavigate();
  const { t } = useTranslation(NOT_FOUND);
  return (
    <main className="not-found-page">
      <title>{t('pageTitle', { app: APP_NAME })}</title>
      <Result
        status="404"
        title={t('title')}
        subTitle={t('subtitle')}
        extra={
          // A real link (open in new tab works), followed inside the app without a reload.
          <Button
            type="primary"
            href={paths.home}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              void navigate(paths.home);
            }}
          >
            {t('back')}
          </Button>
        }
      />
    </main>
  );
}
