/** Signing in and out, the access period, passwords and the language a person chose. */
export const authMessagesEn = {
  signIn: {
    missingFields: 'Please enter phone number and password',
    invalidCredentials: 'Invalid phone number or password',
    tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  },
  access: {
    startsOn: 'Your access starts on {{date}}.',
    expiredOn: 'Your access expired on {{date}}. Contact support to renew.',
  },
  password: {
    currentRequired: 'Enter your current password',
    // OPERATOR_PASSWORD_MIN (password.schemas.ts) characters.
    newTooShort: 'New password must be at least 10 characters',
    newTooLong: 'New password must be at most {{maximum}} characters',
    mustDiffer: 'The new password must differ from the current one',
    currentWrong: 'The current password is not correct.',
  },
  languageUnknown: 'Choose English or Hindi',
  rest: {
    login: 'Login successful',
    logout: 'Logged out successfully',
    me: 'Current user',
    languageSaved: 'Language saved successfully',
    passwordChanged: 'Password changed successfully',
  },
};
