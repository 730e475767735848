import { Button, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_DESK } from './i18n';

/** Longer messages are cut to this many characters until "Read more" (spec §9). */
export const PREVIEW_LENGTH = 100;

/** A ticket's message: its first 100 characters and a "Read more" toggle when it is longer. */
export function TicketMessage({ message }: { message: string }) {
  const [expanded, setExpanded] = useState(false);
  const { t } = useTranslation(HELP_DESK);
  const textId = useId();
  if (message.length <= PREVIEW_LENGTH) return <Typography.Text className="ticket-message">{message}</Typography.Text>;
  return (
    <div className="ticket-message">
      <Typography.Text id={textId}>{expanded ? message : `${message.slice(0, PREVIEW_LENGTH)}…`}</Typography.Text>{' '}
      <Button
        type="link"
        size="small"
        className="ticket-message__toggle"
        aria-expanded={expanded}
        aria-controls={textId}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? t('ticket.showLess') : t('ticket.readMore')}
      </Button>
    </div>
  );
}
