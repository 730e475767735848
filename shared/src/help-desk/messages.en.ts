/** What the server and the shared schemas say about the help desk, in English (the spec's exact text). */
export const helpDeskMessagesEn = {
  validation: {
    messageRequired: 'Message is required',
    messageTooShort: 'Message must be at least 10 characters',
    messageTooLong: 'Message must be less than 1000 characters',
    replyRequired: 'Reply is required',
    replyEmpty: 'Reply cannot be empty',
    replyTooLong: 'Reply must be less than 1000 characters',
    statusUnknown: 'Status must be OPEN, WAITING_ON_BUSINESS or RESOLVED',
    invalidTicketId: 'Invalid ticket ID',
  },
  errors: {
    ticketNotFound: 'Help desk ticket not found.',
  },
  rest: {
    created: 'Query Submitted successfully',
    ownList: 'Help desk queries fetched successfully',
    replied: 'Reply sent successfully',
    read: 'Replies marked as read',
    unread: 'Unread help desk replies counted',
    list: 'Help desk tickets fetched successfully',
    statusUpdated: 'Ticket status updated successfully',
  },
  labels: {
    /** The status in the operator's words. */
    status: {
      OPEN: 'Open',
      WAITING_ON_BUSINESS: 'Waiting on business',
      RESOLVED: 'Resolved',
    },
    /** The status in the shop owner's words, on their own Help Desk screen. */
    ownStatus: {
      OPEN: 'Open',
      WAITING_ON_BUSINESS: 'Awaiting your reply',
      RESOLVED: 'Resolved',
    },
  },
};
