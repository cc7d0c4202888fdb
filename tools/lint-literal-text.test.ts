import { describe, expect, it } from 'vitest';
import { ruleMessages } from './eslint-messages.ts';

/**
 * What the literal-text rule (every word a reader sees comes from a catalogue) says of `code` as the file at `filePath`. Components are
 * named as ours are: the rule lets an all-capitals name (`const A = ...`) hold any text, as a constant.
 */
const literalText = (code: string, filePath: string) => ruleMessages('i18next/no-literal-string', code, filePath);

describe('every word of the public site comes from a catalogue', () => {
  it('refuses text written into a component, and words a person hears (aria-label, alt)', async () => {
    expect(await literalText('export const Notice = () => <p>Donate now</p>;\n', 'apps/web/src/features/books/components/x.tsx')).toEqual([expect.stringContaining('Donate now')]);
    expect(await literalText('export const CloseButton = () => <button aria-label="Close">×</button>;\n', 'apps/web/src/components/ui/x.tsx')).toEqual([expect.stringContaining('aria-label="Close"')]);
    expect(await literalText('export const Donor = () => <img src="/a.png" alt="A donor" />;\n', 'apps/web/src/routes/x.tsx')).toEqual([expect.stringContaining('alt="A donor"')]);
  });

  it('accepts a message from the catalogues, numbers and punctuation, and attributes nobody reads', async () => {
    const fine =
      "import { m } from '../../paraglide/messages.js';\n" +
      'export const Count = ({ n }: { n: number }) => <p className="mt-2" data-x="y">{m.site_donate()} {n} — 2,000+</p>;\n';
    expect(await literalText(fine, 'apps/web/src/features/books/components/x.tsx')).toEqual([]);
  });
});
