import {
  CalendarOutlined,
  CheckOutlined,
  MessageOutlined,
  PhoneOutlined,
  QuestionCircleOutlined,
  UserOutlined,
  UserSwitchOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import { internationalDigits, type ReminderChannel, type ReminderKind } from '@sevak/shared';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useVisitStatus, visitWhich, type VisitToChange } from '../schedule/visit-changes';

export type DueRow = RouterOutputs['admin']['due']['list']['items'][number];

const RECORDED: Record<ReminderChannel, string> = {
  whatsapp: 'WhatsApp reminder recorded',
  sms: 'SMS reminder recorded',
  call: 'Call recorded',
};

/**
 * Records that the customer was reminded, as the link opens WhatsApp, the SMS app or the dialler:
 * the row then says "Reminded just now". Sevak cannot know whether the message was sent; the
 * owner pressing the link is the best it has.
 */
function useRecordReminder() {
  const feedback = useMutationFeedback();
  const recorded = (channel: ReminderChannel) =>
    feedback({ success: RECORDED[channel], failure: 'Failed to record reminder', refreshes: 'reminder' });
  // One mutation a channel, each with its own toast.
  const byChannel = {
    whatsapp: trpc.admin.due.remind.useMutation(recorded('whatsapp')),
    sms: trpc.admin.due.remind.useMutation(recorded('sms')),
    call: trpc.admin.due.remind.useMutation(recorded('call')),
  };
  return (about: { kind: ReminderKind; id: string }, channel: ReminderChannel) => byChannel[channel].mutate({ ...about, channel });
}

/**
 * The row's reminder, recorded as its link opens. An enquiry's follow-up is not a reminder: the
 * owner keeps it as the enquiry's state, on the enquiries screen.
 */
function useReminderOf({ kind, id }: DueRow) {
  const remind = useRecordReminder();
  return (channel: ReminderChannel) => {
    if (kind !== 'enquiry') remind({ kind, id }, channel);
  };
}

/** A visit's row as the reschedule and technician dialogs take it. */
export function visitToChange(item: DueRow): VisitToChange {
  return { id: item.id, visitDate: item.dueAt, customerName: item.customer.name, employee: item.employee };
}

interface DueRowActionsProps {
  item: DueRow;
  onReschedule: (visit: VisitToChange) => void;
  onAssign: (visit: VisitToChange) => void;
}

/** An icon control with its name said to a screen reader and shown on hover. */
function Action({ title, children }: { title: string; children: ReactNode }) {
  return <Tooltip title={title}>{children}</Tooltip>;
}

/**
 * A due row's actions: remind (WhatsApp, SMS, call), then, for a visit, change its technician,
 * move it and mark it done, and open the customer, or for an enquiry the enquiry. Each is named
 * after the row it acts on.
 */
export function DueRowActions({ item, onReschedule, onAssign }: DueRowActionsProps) {
  const remind = useReminderOf(item);
  const status = useVisitStatus();
  const name = item.customer.name;
  const visit = item.kind === 'visit' ? visitToChange(item) : null;
  const which = visit ? visitWhich(visit) : name;
  const remindWord = item.kind === 'enquiry' ? 'Follow up with' : 'Remind';
  return (
    <Space wrap size={8}>
      <Action title={`${remindWord} on WhatsApp`}>
        <Button
          href={item.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          icon={<WhatsAppOutlined aria-hidden />}
          aria-label={`${remindWord} ${name} on WhatsApp`}
          onClick={() => remind('whatsapp')}
        />
      </Action>
      <Action title={`${remindWord} by SMS`}>
        <Button href={item.smsUrl} icon={<MessageOutlined aria-hidden />} aria-label={`${remindWord} ${name} by SMS`} onClick={() => remind('sms')} />
      </Action>
      <Action title="Call">
        <Button
          href={`tel:+${internationalDigits(item.customer.phoneNumber)}`}
          icon={<PhoneOutlined aria-hidden />}
          aria-label={`Call ${name}`}
          onClick={() => remind('call')}
        />
      </Action>
      {visit && (
        <>
          <Action title={visit.employee ? 'Change technician' : 'Assign technician'}>
            <Button
              icon={<UserSwitchOutlined aria-hidden />}
              aria-label={`${visit.employee ? 'Change technician' : 'Assign technician'}: ${which}`}
              onClick={() => onAssign(visit)}
            />
          </Action>
          <Action title="Reschedule">
            <Button icon={<CalendarOutlined aria-hidden />} aria-label={`Reschedule: ${which}`} onClick={() => onReschedule(visit)} />
          </Action>
          <Action title="Mark done">
            <Button
              icon={<CheckOutlined aria-hidden />}
              aria-label={`Mark done: ${which}`}
              loading={status.markingDone(visit.id)}
              onClick={() => status.markDone(visit.id)}
            />
          </Action>
        </>
      )}
      {item.kind === 'enquiry' ? (
        <Action title="Open enquiry">
          <Link to={paths.admin.enquiriesOf(item.customer.phoneNumber)} aria-label={`Open enquiry of ${name}`}>
            <Button icon={<QuestionCircleOutlined />} tabIndex={-1} />
          </Link>
        </Action>
      ) : (
        item.customer.id && (
          <Action title="Open customer">
            <Link to={paths.admin.updateCustomer.to(item.customer.id)} aria-label={`Open customer ${name}`}>
              {/* The link is the tab stop and names the action; the icon's own name names the button inside. */}
              <Button icon={<UserOutlined />} tabIndex={-1} />
            </Link>
          </Action>
        )
      )}
    </Space>
  );
}
