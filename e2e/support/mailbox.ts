import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from './fixtures';

/**
 * The mail a server of the browser tests sends: with no SMTP_URL, each message is a .eml file under
 * DATA_DIR/mail, as a foundation without a relay keeps them. Read as a mail program shows it.
 */
const mailFolder = (server: string) => join(process.env.E2E_DATA_ROOT!, server, 'mail');

/** Quoted-printable or base64 undone. */
function decode(body: string, encoding: string | undefined) {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A header, unfolded, its encoded words (an Urdu subject) decoded; null when it has none. */
function headerOf(head: string, name: string): string | null {
  const raw = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'im').exec(head)?.[1];
  if (raw === undefined) return null;
  return raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decode(data.replace(/_/g, ' '), 'quoted-printable'),
    )
    .replace(/\n[ \t]+/g, ' ');
}

/** The plain text a reader sees: the message's own body, or its text/plain part (inside alternatives and attachments). */
function textOf(entity: string): string | null {
  const split = entity.indexOf('\n\n');
  const head = entity.slice(0, split);
  const body = entity.slice(split + 2);
  const boundary = /boundary="?([^"\n;]+)"?/i.exec(head)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      const text = textOf(part.replace(/^\r?\n/, ''));
      if (text !== null) return text;
    }
    return null;
  }
  const type = /^Content-Type:\s*([\w/]+)/im.exec(head)?.[1]?.toLowerCase() ?? 'text/plain';
  return type === 'text/plain' ? decode(body, /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase()) : null;
}

export interface Message {
  body: string;
  subject: string;
  from: string | null;
  replyTo: string | null;
  /** Where a mail program sends the reader's reply: Reply-To when the message has one, else From. */
  replyGoesTo: string | null;
}

/** The newest message to `address` whose subject contains `subject`, waiting for it to be written. */
export async function messageTo(address: string, subject: string, server = 'backoffice'): Promise<Message> {
  let found: Message | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(mailFolder(server)).catch(() => [] as string[]);
        for (const name of names.sort().reverse()) {
          const eml = (await readFile(join(mailFolder(server), name), 'utf8')).replace(/\r\n/g, '\n');
          const head = eml.slice(0, eml.indexOf('\n\n'));
          const to = headerOf(head, 'To') ?? '';
          const said = headerOf(head, 'Subject') ?? '';
          if (to.toLowerCase().includes(address.toLowerCase()) && said.includes(subject)) {
            const replyTo = headerOf(head, 'Reply-To');
            const from = headerOf(head, 'From');
            found = { body: textOf(eml) ?? '', subject: said, from, replyTo, replyGoesTo: replyTo ?? from };
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The body of the newest message to `address` whose subject contains `subject`. */
export const mailTo = async (address: string, subject: string, server = 'backoffice') => (await messageTo(address, subject, server)).body;
