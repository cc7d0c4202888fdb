/** The back office's first staff account, made at start from env as in production. */
export const staffEnv = {
  ADMIN_EMAIL: 'reviewer@foundation.test',
  ADMIN_PASSWORD: 'e2e-staff-password-1',
  ADMIN_NAME: 'Ayesha Reviewer',
};
