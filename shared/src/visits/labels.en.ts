/**
 * The visits words both sides show as labels (states, kinds), in English: part of
 * `visitsMessagesEn`, and a module of their own so a screen that needs only these words (the
 * technician's first screen) does not load every sentence of the feature.
 */
export const visitsLabelsEn = {
  status: {
    scheduled: 'Scheduled',
    done: 'Done',
    missed: 'Missed',
    cancelled: 'Cancelled',
  },
  unassigned: 'Unassigned',
};
