/** The operator account screens' words in English (the spec's exact text where it gives one). */
export default {
  changePassword: {
    title: 'Change Password',
    othersSignedOut: 'Your other signed-in devices are signed out once the password changes; this one stays signed in.',
    submit: 'Change Password',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    confirmRequired: 'Confirm your new password',
    mismatch: 'The two passwords do not match',
    changed: 'Password changed successfully',
    failed: 'Failed to change password',
  },
};
