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
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { SERVICE_PLANS } from '../i18n';
import { useVisitStatus, visitWhich, type VisitToChange } from '../schedule/visit-changes';

export type DueRow = RouterOutputs['admin']['due']['list']['items'][number];

/**
 * Records that the customer was reminded, as the link opens WhatsApp, the SMS app or the dialler:
 * the row then says "Reminded just now". Sevak cannot know whether the message was sent; the
 * owner pressing the link is the best it has.
 */
function useRecordReminder() {
  const { t } = useTranslation(SERVICE_PLANS);
  const feedback = useMutationFeedback();
  const recorded = (channel: ReminderChannel) =>
    feedback({ success: t(`dueActions.recorded.${channel}`), failure: t('dueActions.recordFailed'), refreshes: 'reminder' });
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
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
  const remind = useReminderOf(item);
  const status = useVisitStatus();
  const name = item.customer.name;
  const visit = item.kind === 'visit' ? visitToChange(item) : null;
  const which = visit ? visitWhich(t, visit) : name;
  // An enquiry is followed up; every other row's customer is reminded.
  const how = item.kind === 'enquiry' ? 'followUp' : 'remind';
  const technicianWord = visit?.employee ? 'changeTechnician' : 'assignTechnician';
  return (
    <Space wrap size={8}>
      <Action title={t(`dueActions.${how}.whatsapp`)}>
        <Button
          href={item.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          icon={<WhatsAppOutlined aria-hidden />}
          aria-label={t(`dueActions.${how}.whatsappNamed`, { name })}
          onClick={() => remind('whatsapp')}
        />
      </Action>
      <Action title={t(`dueActions.${how}.sms`)}>
        <Button
          href={item.smsUrl}
          icon={<MessageOutlined aria-hidden />}
          aria-label={t(`dueActions.${how}.smsNamed`, { name })}
          onClick={() => remind('sms')}
        />
      </Action>
      <Action title={t('dueActions.call')}>
        <Button
          href={`tel:+${internationalDigits(item.customer.phoneNumber)}`}
          icon={<PhoneOutlined aria-hidden />}
          aria-label={t('dueActions.callNamed', { name })}
          onClick={() => remind('call')}
        />
      </Action>
      {visit && (
        <>
          <Action title={t(`dueActions.${technicianWord}`)}>
            <Button
              icon={<UserSwitchOutlined aria-hidden />}
              aria-label={t(`dueActions.${technicianWord}Of`, { which })}
              onClick={() => onAssign(visit)}
            />
          </Action>
          <Action title={t('dueActions.reschedule')}>
            <Button
              icon={<CalendarOutlined aria-hidden />}
              aria-label={t('dueActions.rescheduleOf', { which })}
              onClick={() => onReschedule(visit)}
            />
          </Action>
          <Action title={t('dueActions.markDone')}>
            <Button
              icon={<CheckOutlined aria-hidden />}
              aria-label={t('dueActions.markDoneOf', { which })}
              loading={status.markingDone(visit.id)}
              onClick={() => status.markDone(visit.id)}
            />
          </Action>
        </>
      )}
      {item.kind === 'enquiry' ? (
        <Action title={t('dueActions.openEnquiry')}>
          <Link to={paths.admin.enquiriesOf(item.customer.phoneNumber)} aria-label={t('dueActions.openEnquiryOf', { name })}>
            <Button icon={<QuestionCircleOutlined />} tabIndex={-1} />
          </Link>
        </Action>
      ) : (
        item.customer.id && (
          <Action title={t('dueActions.openCustomer')}>
            <Link to={paths.admin.updateCustomer.to(item.customer.id)} aria-label={t('dueActions.openCustomerOf', { name })}>
              {/* The link is the tab stop and names the action; the icon's own name names the button inside. */}
              <Button icon={<UserOutlined />} tabIndex={-1} />
            </Link>
          </Action>
        )
      )}
    </Space>
  );
}
