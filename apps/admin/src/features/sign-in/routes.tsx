import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from './forgot-password';
import { LinkPasswordPage } from './link-page';
import { SignInLinkPage } from './sign-in-link-page';

/** The pages before a session: a reset asked for from sign-in, and the pages the e-mailed links open. */
export const signInRoutes: RouteObject[] = [
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'sign-in-link', element: <SignInLinkPage /> },
  {
    path: 'reset-password',
    element: (
      <LinkPasswordPage
        title="Choose a new password"
        intro="Your new password replaces the old one and signs you out on every other device."
        path="password-reset/confirm"
        submit="Save and sign in"
        dead={{ text: 'Ask for a new link', to: '/forgot-password' }}
      />
    ),
  },
  {
    path: 'accept-invitation',
    element: (
      <LinkPasswordPage
        title="Welcome to the back office"
        intro="Choose the password you will sign in with."
        path="invitations/accept"
        submit="Save and sign in"
        dead={{ text: 'Ask the administrator who invited you to send the invitation again.' }}
      />
    ),
  },
];
