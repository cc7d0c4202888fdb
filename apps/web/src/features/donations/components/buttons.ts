/** The donation pages' two button looks, for buttons and for links that act as buttons. */
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-7 py-3 font-semibold text-white shadow-sm ' +
  'transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The primary button on a dark panel (the Zakat result): gold with dark text. Its own classes rather
 * than primaryButton's plus overrides, whose colour classes would win by stylesheet order instead.
 */
export const goldButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-gold-400 px-7 py-3 font-semibold text-ink shadow-sm ' +
  'transition-colors hover:bg-gold-300 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 ' +
  'transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';
