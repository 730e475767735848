/** Signing in and out, and the spec's static sign-up screen, in English (the spec's exact text). */
export default {
  signIn: {
    pageTitle: 'Sign in | {{app}}',
    welcome: 'Welcome to {{app}}',
    subtitle: 'Sign in to your account to continue',
    phoneLabel: 'Phone Number',
    phonePlaceholder: 'Enter your phone number',
    passwordLabel: 'Password',
    passwordPlaceholder: 'Enter your password',
    submit: 'Sign In',
    submitting: 'Signing In...',
    failed: 'Login failed',
    succeeded: 'Login successful',
  },
  signUp: {
    pageTitle: 'Sign up | {{app}}',
    heading: 'Sign Up',
    subtitle: 'Create your {{app}} account',
    nameLabel: 'Name',
    namePlaceholder: 'Enter your name',
    usernameLabel: 'Username',
    usernamePlaceholder: 'Enter your username',
    emailLabel: 'Email',
    emailPlaceholder: 'Enter your email',
    submit: 'Sign Up',
    haveAccount: 'Already have an account?',
  },
  signOut: {
    failed: 'Failed to logout. Please try again later.',
    unknown: 'An unknown error occurred during logout.',
  },
};
