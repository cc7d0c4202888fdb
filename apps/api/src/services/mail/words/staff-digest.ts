/**
 * Every word of the staff's daily digest. The back office speaks English to staff (its kit's
 * messages), and so does this mail, as the staff links' mails do.
 */
export type DigestKind = 'receipts' | 'bookOrders' | 'contactMessages' | 'memberships';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const staffDigestWords = {
  subject: (total: number) => `Waiting for you in the back office: ${plural(total, 'item', 'items')}`,
  greeting: (name: string) => `Dear ${name},`,
  intro: 'This is what waits for you in the back office this morning. Each link opens the list with just these.',
  /** One line of the list, before its link. */
  line: {
    receipts: (n: number) => `${plural(n, 'receipt', 'receipts')} to check against the accounts`,
    bookOrders: (n: number) => `${plural(n, 'paid book order', 'paid book orders')} to print and send`,
    contactMessages: (n: number) => `${plural(n, 'new contact message', 'new contact messages')} to answer`,
    memberships: (n: number) => `${plural(n, 'new membership application', 'new membership applications')} to read`,
  } satisfies Record<DigestKind, (n: number) => string>,
  turnOff: (accountUrl: string) => `You get this e-mail once a day when something waits. To stop it, untick "Daily summary" on Your account: ${accountUrl}`,
  signature: 'The back office',
};
