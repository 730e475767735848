import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { APP_NAME } from '../../lib/config';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="not-found-page">
      <title>{`Page not found | ${APP_NAME}`}</title>
      <Result
        status="404"
        title="Something's missing."
        subTitle="Sorry, we can't find that page. You'll find lots to explore on the home page."
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
            Back to Homepage
          </Button>
        }
      />
    </main>
  );
}
