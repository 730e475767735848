import dayjs from 'dayjs';
import 'dayjs/locale/en-in';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { BUSINESS_TIME_ZONE } from './config';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('en-in');
dayjs.tz.setDefault(BUSINESS_TIME_ZONE);

export { dayjs };
