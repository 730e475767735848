import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../lib/dayjs';

const DAY = 'YYYY-MM-DD';

/**
 * A Form.Item's props for a calendar day the form holds as 'YYYY-MM-DD', as the server takes it:
 * `<Form.Item name="preferredDate" {...calendarDayField}><DateField /></Form.Item>`.
 */
export const calendarDayField = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value, DAY) : null }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format(DAY) : null),
};

/**
 * A form's date field (antd DatePicker). Enter here is the picker's own key: it confirms the day
 * typed into the calendar and never submits the form around it, which would save a half-filled
 * record the moment a date is confirmed. Save submits the form. The calendar opens and closes as
 * antd decides (a controlled `open` loses the first click after another field was typed into).
 */
export function DateField(pickerProps: Omit<DatePickerProps, 'onKeyDown'>) {
  return (
    <DatePicker
      style={{ width: '100%' }}
      {...pickerProps}
      onKeyDown={(event) => {
        // The picker takes the typed day on Enter by itself; this stops the form's own Enter.
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}
