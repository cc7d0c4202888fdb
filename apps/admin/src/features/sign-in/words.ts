/** The words of signing in by an e-mailed link, in one place for the message catalogue (the API's are the contract's). */
export const signInWords = {
  checkMailTitle: 'Check your e-mail',
  checkMailHint: 'The link works once, for 15 minutes, on whichever device you open it. That device is then remembered for next time.',
  backToSignIn: 'Back to sign in',
  forgotPassword: 'Forgot your password?',
  linkTitle: 'Sign in with your link',
  linkIntro: 'Your account has been receiving many wrong passwords, so we e-mailed you this link. Sign in here: this browser will be remembered, and will not need a link next time.',
  linkSubmit: 'Sign in',
  linkBusy: 'Signing in...',
};
