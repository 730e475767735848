import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { scheduleInput } from '@sevak/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Card, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMediaQuery } from '../../../app/layout/useMediaQuery';
import { DateField } from '../../../components/DateField';
import { LoadFailure } from '../../../components/LoadFailure';
import { Page } from '../../../components/Page';
import { SearchSelect } from '../../../components/SearchSelect';
import { dayjs } from '../../../lib/dayjs';
import { useListChoice, useSearchParamsUpdate } from '../../../lib/list-params';
import { trpc } from '../../../lib/trpc';
import { SERVICE_PLANS } from '../i18n';
import { CELL_LINES, MonthView } from './MonthView';
import {
  businessToday,
  parseDay,
  SCHEDULE_VIEWS,
  stepAnchor,
  summariesByDay,
  visibleDays,
  visibleRange,
  type ScheduledRow,
  type ScheduleView,
} from './schedule-range';
import { TechnicianDay } from './TechnicianDay';
import { useChosenTechnician, useTechnicianFilterOptions } from './technicians';
import { AssignTechnicianModal, RescheduleModal, type VisitToChange } from './visit-changes';
import { VisitDrawer } from './VisitDrawer';
import { COLUMN_LINES, WeekView } from './WeekView';
import './schedule.css';

/** Below antd's `md` breakpoint, where tables turn into cards. */
const PHONE_QUERY = '(max-width: 767.98px)';

/** "December 2026", or "7 – 13 Dec 2026": what the view shows. */
function rangeTitle(view: ScheduleView, anchor: string): string {
  const days = visibleDays(view, anchor);
  if (view === 'month') return days[0]!.add(7, 'day').format('MMMM YYYY');
  const [first, last] = [days[0]!, days[days.length - 1]!];
  return `${first.format(first.month() === last.month() ? 'D' : 'D MMM')} – ${last.format('D MMM YYYY')}`;
}

/**
 * /service/schedule: the visits of a month (antd's calendar) or a week (seven columns), for
 * every technician or one, overdue ones marked in words. A visit opens in a drawer to be moved,
 * given to someone, marked done, missed or cancelled; a day opens as its round, in time order with
 * each stop's area. The URL keeps what is shown: ?view=week&date=2026-12-07&employee=…&day=2026-12-08.
 */
export function SchedulePage() {
  const { t } = useTranslation(SERVICE_PLANS);
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const today = businessToday();
  // A phone's width fits seven columns of a month badly: it opens on the week, its days stacked.
  // Read at once (antd's breakpoints arrive a render late), so a phone never fetches the month first.
  const phone = useMediaQuery(PHONE_QUERY);
  const view: ScheduleView = SCHEDULE_VIEWS.find((each) => each === params.get('view')) ?? (phone ? 'week' : 'month');
  const anchor = parseDay(params.get('date')) ?? today;
  const chosenDay = parseDay(params.get('day'));
  const [employeeID, setEmployeeID] = useListChoice('employee', scheduleInput.shape.employeeID);
  const technician = useChosenTechnician(employeeID);

  const range = { ...visibleRange(view, anchor), ...(employeeID ? { employeeID } : {}) };
  // Each view fetches only what it draws: each day's count and its first visits, as many as a
  // month's cell or a week's column has lines (a busy day's rest is in its round), never every
  // visit of six weeks or of a busy shop's week.
  const schedule = trpc.admin.visits.scheduleDays.useQuery(
    { ...range, perDay: view === 'month' ? CELL_LINES : COLUMN_LINES },
    { placeholderData: keepPreviousData },
  );
  const days = useMemo(() => summariesByDay(schedule.data ?? []), [schedule.data]);

  const [openedId, setOpenedId] = useState<string | null>(null);
  const [openedSnapshot, setOpenedSnapshot] = useState<ScheduledRow | null>(null);
  // The drawer shows the visit as the view last fetched it, so a change made from it shows there at once.
  const fetched = (schedule.data ?? []).flatMap((day) => day.visits);
  const opened = openedId === null ? null : (fetched.find((visit) => visit.id === openedId) ?? openedSnapshot);
  const open = (visit: ScheduledRow) => {
    setOpenedId(visit.id);
    setOpenedSnapshot(visit);
  };
  const [rescheduling, setRescheduling] = useState<VisitToChange | null>(null);
  const [assigning, setAssigning] = useState<VisitToChange | null>(null);

  const chooseDay = (day: string) => update({ date: day, day });
  const unit = view === 'month' ? 'month' : 'week';

  return (
    <Page title={t('schedule.title')}>
      <Card>
        <div className="schedule-bar">
          <Space wrap>
            <Button
              icon={<LeftOutlined aria-hidden />}
              aria-label={t(`schedule.previous.${unit}`)}
              onClick={() => update({ date: stepAnchor(view, anchor, -1) })}
            />
            <Button onClick={() => update({ date: undefined, day: undefined })}>{t('schedule.today')}</Button>
            <Button
              icon={<RightOutlined aria-hidden />}
              aria-label={t(`schedule.next.${unit}`)}
              onClick={() => update({ date: stepAnchor(view, anchor, 1) })}
            />
            <Typography.Title level={4} className="schedule-bar__title" aria-live="polite">
              {rangeTitle(view, anchor)}
            </Typography.Title>
          </Space>
          <Space wrap>
            <div className="schedule-views" role="group" aria-label={t('schedule.viewGroup')}>
              {SCHEDULE_VIEWS.map((each) => (
                <Button
                  key={each}
                  type={view === each ? 'primary' : 'default'}
                  aria-pressed={view === each}
                  onClick={() => update({ view: each })}
                >
                  {t(`schedule.views.${each}`)}
                </Button>
              ))}
            </div>
            <div className="schedule-filter">
              {/* A day's round from the keyboard too: the month grid's days take only a click. */}
              <label htmlFor="schedule-day">{t('schedule.dayRound')}</label>
              <DateField
                id="schedule-day"
                format="D MMM YYYY"
                placeholder={t('schedule.chooseDay')}
                value={chosenDay ? dayjs(chosenDay) : null}
                onChange={(picked) => {
                  const day = [picked].flat()[0];
                  if (day) chooseDay(day.format('YYYY-MM-DD'));
                  else update({ day: undefined });
                }}
              />
            </div>
            <div className="schedule-filter">
              <label htmlFor="schedule-technician">{t('technician')}</label>
              <SearchSelect
                id="schedule-technician"
                label={t('technician')}
                value={employeeID}
                onChange={(next) => setEmployeeID(next as typeof employeeID)}
                useOptions={useTechnicianFilterOptions}
                selectedLabel={technician.label}
              />
            </div>
          </Space>
        </div>
        {schedule.isError ? (
          <LoadFailure title={t('schedule.loadFailed')} error={schedule.error} onRetry={schedule.refetch} />
        ) : (
          <Spin spinning={schedule.isFetching}>
            {view === 'month' ? (
              <MonthView anchor={anchor} days={days} chosenDay={chosenDay} onChooseDay={chooseDay} onOpen={open} />
            ) : (
              <WeekView
                weekDays={visibleDays('week', anchor)}
                days={days}
                today={today}
                chosenDay={chosenDay}
                onChooseDay={chooseDay}
                onOpen={open}
              />
            )}
          </Spin>
        )}
      </Card>
      {chosenDay && (
        <TechnicianDay
          day={chosenDay}
          employeeID={employeeID}
          technicianName={technician.name}
          onChooseDay={chooseDay}
          onOpen={open}
          onClose={() => update({ day: undefined })}
        />
      )}
      <VisitDrawer visit={opened} onClose={() => setOpenedId(null)} onReschedule={setRescheduling} onAssign={setAssigning} />
      <RescheduleModal visit={rescheduling} onClose={() => setRescheduling(null)} />
      <AssignTechnicianModal visit={assigning} onClose={() => setAssigning(null)} />
    </Page>
  );
}
