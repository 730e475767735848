import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/trpc';
import { COMMON } from '../i18n/common';

interface LoadFailureProps {
  /** What could not be loaded: "Failed to get admins". */
  title: string;
  /** What to do about it; without it, the server's reason if it gave one. */
  detail?: string | undefined;
  error: unknown;
  onRetry: () => unknown;
}

/** A load that failed: said as a failure, with Try Again, so it never reads as "nothing here". */
export function LoadFailure({ title, detail, error, onRetry }: LoadFailureProps) {
  const { t } = useTranslation(COMMON);
  return (
    <Result
      status="warning"
      title={title}
      subTitle={detail ?? (errorMessage(error, '') || undefined)}
      extra={<Button onClick={() => void onRetry()}>{t('actions.tryAgain')}</Button>}
    />
  );
}
