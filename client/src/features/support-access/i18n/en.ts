/** The support access banner's and "View as" words in English. */
export default {
  banner: {
    viewing: 'Viewing {{business}} read-only — ends at {{time}}',
    exit: 'Exit',
    exitFailed: 'Failed to end support access',
    notice: 'Sevak support is viewing your account (read-only) until {{time}} — reason: {{reason}}',
  },
  viewAs: {
    tooltip: 'View as',
    button: 'View {{business}} as the business',
    title: 'View {{business}} read-only',
    ok: 'View as business',
    opening: 'Opening...',
    startFailed: 'Failed to start support access',
    explanation:
      'You will see this business’s screens as its owner does, for {{minutes}} minutes, without being able to change anything. ' +
      'The business sees that you are viewing and why, and it is kept in its activity.',
    reason: 'Reason',
    reasonPlaceholder: 'Ticket: invoice print cuts the GSTIN',
  },
};
