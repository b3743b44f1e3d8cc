// Public pages: sign-in, password reset, the language switch and the page titles.
export const auth = {
  appTitle: 'Logistic Service Integrator',
  loading: 'Loading',
  language: {
    label: 'Language',
    en: 'English',
    id: 'Bahasa Indonesia',
  },
  fields: {
    email: 'E-mail',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  login: {
    title: 'Sign in',
    adminTitle: 'Administrator sign in',
    intro: 'Sign in to continue to your account.',
    adminIntro: 'Only administrator accounts can sign in here.',
    submit: 'Sign in',
    forgot: 'Forgot password?',
  },
  forgot: {
    title: 'Forgot password',
    intro: 'Enter the e-mail of your account and we will send you a link to set a new password.',
    submit: 'Send reset link',
  },
  checkEmail: {
    title: 'Check your e-mail',
    message: 'If the e-mail is registered, we have sent a link to set a new password. Open it to continue.',
  },
  createPassword: {
    title: 'Create new password',
    intro: 'Choose a new password of at least 8 characters.',
    forcedIntro: 'For your security, set a new password before you continue.',
    submit: 'Save password',
    missingToken: 'This page needs the link from the password reset e-mail.',
  },
  linkExpired: {
    title: 'Link expired',
    message: 'This password reset link has expired or was already used. Request a new one.',
    requestNew: 'Request a new link',
  },
  passwordChanged: {
    title: 'Password changed',
    message: 'Your password has been changed. Sign in with your new password.',
  },
  backToLogin: 'Back to sign in',
  inspire: {
    title: 'Inspire',
    quote: 'Logistics is the art of turning a promise into a delivery: the right load, at the right place, at the right time.',
    author: 'LSI team',
  },
  errors: {
    generic: 'Something went wrong. Please try again.',
    network: 'No connection. Check your network and try again.',
  },
};
