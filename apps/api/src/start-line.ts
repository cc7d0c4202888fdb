import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

/** What start-up did with the staff account named by ADMIN_EMAIL (services/staff/staff.ts), or null when none is named. */
export type StaffAccountAtStart = 'created' | 'updated' | 'unchanged' | null;

/** Where a person who just started the server goes: the site, the back office and the API's document. */
export function startAddresses(config: Pick<Config, 'PUBLIC_URL' | 'API_DOCS'>) {
  const at = (path: string) => new URL(path, config.PUBLIC_URL).href;
  return { site: at('/'), admin: at('/admin/'), apiDocs: config.API_DOCS === 'off' ? null : at('/api/docs') };
}

/** Never the password, nor the address: only what became of the account. */
const staffNote: Record<Exclude<StaffAccountAtStart, null> | 'none', string> = {
  created: 'The staff account from ADMIN_EMAIL was made: sign in with ADMIN_PASSWORD.',
  updated: 'The staff account from ADMIN_EMAIL was brought up to date: sign in with ADMIN_PASSWORD.',
  unchanged: 'The staff account from ADMIN_EMAIL is ready.',
  none: 'No staff account was made: set ADMIN_EMAIL and ADMIN_PASSWORD to make one.',
};

/** The one readable line a started server says: where to go, and whether staff can sign in. */
export function startLine(config: Pick<Config, 'PUBLIC_URL' | 'API_DOCS'>, staffAccount: StaffAccountAtStart) {
  const { site, admin, apiDocs } = startAddresses(config);
  const docs = apiDocs ? `, the API document at ${apiDocs}` : '';
  return `The site is at ${site}, the back office at ${admin}${docs}. ${staffNote[staffAccount ?? 'none']}`;
}

/**
 * Says where the started server is. In a terminal (`npm start`, `node apps/api/dist/server.js` by
 * hand) as one plain line among the JSON logs, for a person to read and click; always as a log
 * entry too, with the addresses as fields, so a supervisor's log (journald, a container's, a log
 * shipper) stays one JSON object a line and still says it.
 */
export function announceStart(log: FastifyBaseLogger, config: Pick<Config, 'PUBLIC_URL' | 'API_DOCS'>, staffAccount: StaffAccountAtStart, out: { isTTY?: boolean; write(text: string): unknown } = process.stdout) {
  const line = startLine(config, staffAccount);
  log.info({ ...startAddresses(config), staffAccount: staffAccount ?? 'none' }, line);
  if (out.isTTY) out.write(`\n  ${line}\n\n`);
}
