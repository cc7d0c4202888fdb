import { lazy, Suspense } from 'react';
import { getLocale } from '../../lib/locale';

// The map of the contract's messages (lib/localize-message: some 150 messages in two languages)
// travels only to an Urdu page that shows one; an English page shows the contract's English as it is.
const InUrdu = lazy(() => import('../../lib/localize-message').then(({ localizeMessage }) => ({ default: ({ text }: { text: string }) => localizeMessage(text) })));

/**
 * A message of the contract or the API (a field's error, an empty state) in the page's language.
 * The shared kit shows them through this, so a page with a form or a list does not carry the map on
 * its first visit; pages that compose such messages themselves call localizeMessage.
 */
export function Localized({ text }: { text: string }) {
  if (getLocale() === 'en') return text;
  return (
    <Suspense fallback={text}>
      <InUrdu text={text} />
    </Suspense>
  );
}

/** Starts loading the map on an Urdu page with a form, before its first message is shown. */
export const preloadLocalized = () => {
  if (getLocale() !== 'en') void import('../../lib/localize-message');
};
