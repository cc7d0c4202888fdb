import { STAFF_ROLE_LABELS, type StaffRole, type StaffStatus } from '@foundation/contract/staff-messages';
import { formatDateTime } from '../../kit/format';

/** Every word of the staff and account screens, in one place for the message catalogue. */
export const staffWords = {
  heading: 'Staff',
  invite: 'Invite someone',
  inviteTitle: 'Invite someone to the staff',
  inviteHint: 'They get an e-mail with a link to choose their password. The link works once, for 48 hours.',
  send: 'Send invitation',
  sending: 'Sending…',
  invited: (email: string) => `Invitation sent to ${email}.`,
  search: 'Search staff',
  searchHint: 'Name or e-mail',
  anyRole: 'Any role',
  anyStatus: 'Any status',
  loading: 'Loading staff…',
  count: (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`,
  none: 'Nobody matches this search and these filters.',
  you: 'you',
  roleOf: (name: string) => `Role of ${name}`,
  roleTitle: (name: string, role: StaffRole) => `Make ${name} ${rolePhrase[role]}?`,
  roleSelf: 'You are changing your own role: you may lose access to this screen.',
  roleConfirm: 'Change role',
  roleChanged: (name: string, role: StaffRole) => `${name} is now ${rolePhrase[role]}.`,
  lastSignIn: (iso: string | null) => (iso ? `Last signed in ${formatDateTime(iso)}` : 'Never signed in'),
  sessions: (n: number) => (n === 0 ? 'Not signed in now' : `Signed in on ${n} ${n === 1 ? 'device' : 'devices'}`),
  twoFactor: (on: boolean) => (on ? 'Two-step sign-in on' : 'Two-step sign-in off'),
  invitationUntil: (iso: string | null) => (iso ? `Invitation valid until ${formatDateTime(iso)}` : 'Invitation expired'),
  actionsFor: (name: string) => `Actions for ${name}`,
  disable: 'Disable',
  disableTitle: (name: string) => `Disable ${name}'s account?`,
  disableBody: 'They are signed out everywhere at once and can no longer sign in. You can enable the account again later.',
  disabled: (name: string) => `${name}'s account is disabled.`,
  enable: 'Enable',
  enableTitle: (name: string) => `Enable ${name}'s account?`,
  enableBody: 'They can sign in again with the password they had.',
  enabled: (name: string) => `${name}'s account is enabled.`,
  endSessions: 'End sessions',
  endTitle: (name: string) => `Sign ${name} out everywhere?`,
  endBody: 'Every device they are signed in on is signed out. They can sign in again.',
  ended: (name: string) => `${name} is signed out everywhere.`,
  reinvite: 'Send invitation again',
  reinviteTitle: (name: string) => `Send ${name} a new invitation?`,
  reinviteBody: 'The earlier link stops working. The new one works once, for 48 hours.',
  reinvited: (email: string) => `A new invitation was sent to ${email}.`,
  resetTwoFactor: 'Turn off two-step sign-in',
  resetTwoFactorTitle: (name: string) => `Turn off ${name}'s two-step sign-in?`,
  resetTwoFactorBody: 'For a lost phone: they sign in with their password alone, then set up two-step sign-in again.',
  twoFactorReset: (name: string) => `${name}'s two-step sign-in is off.`,
  cancel: 'Cancel',
  working: 'Working…',
};

/** A role in a sentence: "Make Omar a finance officer?" */
const rolePhrase: Record<StaffRole, string> = { admin: 'an administrator', editor: 'an editor', finance: 'a finance officer' };

export const roleLabel = (role: StaffRole) => STAFF_ROLE_LABELS[role];

export const statusLabel: Record<StaffStatus, string> = { invited: 'Invited', active: 'Active', disabled: 'Disabled' };
