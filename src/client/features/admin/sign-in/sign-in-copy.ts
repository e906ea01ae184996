/** The sign-in page’s words. */
export const SIGN_IN_COPY = {
  title: 'Sign in to the leads inbox',
  username: 'Username',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  failed: 'Sign-in failed. Please try again.',
} as const;
