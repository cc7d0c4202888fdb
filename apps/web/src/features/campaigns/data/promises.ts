/** Why a donor can trust the gift: three promises the foundation keeps. */
export const givingPromises = [
  { title: 'Every rupee recorded', text: 'Each gift is logged against its programme or campaign, and receipts are checked by our accounts team.' },
  { title: 'Volunteers on the ground', text: 'Local volunteers who know their neighbours choose the families, so help reaches those who need it most.' },
  { title: 'Safe payments', text: 'Card payments are handled by our payment provider; your card number never touches our servers.' },
];
