// Plain strings in a module of their own: the back office imports them without zod.

/**
 * What each action of the audit log is called in the back office. Whoever records a new
 * action names it here; one not named is shown as it is stored.
 */
export const auditActionLabels: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  order: 'Reordered',
  verify: 'Verified',
  reject: 'Rejected',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_in_link_sent: 'E-mailed a sign-in link (right password, new device, account under attack)',
  sign_in_link_used: 'Opened a sign-in link',
  invite: 'Invited',
  invite_accepted: 'Accepted the invitation',
  role: 'Role changed',
  disable: 'Disabled',
  enable: 'Enabled',
  sessions_ended: 'Sessions ended',
  password_reset_requested: 'Asked for a password reset',
  password_reset: 'Reset the password',
  two_factor_setup: 'Began two-step sign-in',
  two_factor_on: 'Turned two-step sign-in on',
  two_factor_off: 'Turned two-step sign-in off',
  export: 'Exported',
  propose: 'Proposed',
  approve: 'Approved',
  cancel: 'Cancelled',
  apply: 'Took effect after the hold',
};

/** The audit list's query messages (422, under the parameter). */
export const auditMessages = {
  entity: 'Kind of record must be a name like blogs or news-events.',
  action: 'Action must be a word like create or sign_in.',
  dateOrder: 'The start date must be on or before the end date.',
} as const;

/** The fields that name a record in its values (a post's title, a gift's reference): what a search and the list's "Record" read. */
export const AUDIT_NAMING_KEYS = ['title', 'name', 'reference', 'original_name', 'email'] as const;
