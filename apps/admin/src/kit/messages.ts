/**
 * Every word the kit itself says. A resource's field messages come from the contract schema and
 * the API's 422; these are the kit's own (buttons, states, confirmations), kept in one place for
 * the message catalogue that will carry them into Urdu.
 */
export const kitMessages = {
  loading: (what: string) => `Loading ${what}…`,
  saving: 'Saving…',
  save: 'Save',
  create: (one: string) => `Create ${one}`,
  created: (one: string) => `${capitalise(one)} created.`,
  saved: 'Changes saved.',
  deleted: (one: string) => `${capitalise(one)} deleted.`,
  fixFields: 'Some fields need attention: each says what is wrong under it.',
  required: 'This field is required.',
  notANumber: 'Enter a number.',
  atLeast: (min: number) => `Enter ${min} or more.`,
  atMost: (max: number) => `Enter ${max} or less.`,
  money: 'Enter an amount in rupees, with at most two decimals.',
  latitude: 'Latitude is between -90 and 90.',
  longitude: 'Longitude is between -180 and 180.',
  leaveTitle: 'Leave without saving?',
  leaveBody: 'Your changes on this page will be lost.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteBody: 'This cannot be undone.',
  empty: (label: string) => `No ${label.toLowerCase()} yet.`,
  noMatch: (label: string) => `No ${label.toLowerCase()} match this search and these filters.`,
  clearFilters: 'Clear search and filters',
  retry: 'Try again',
  reordered: 'New order saved.',
  orderHint: 'Drag a row by its handle, or use Up and Down, to change the order.',
  orderNeedsAll: (label: string) => `To change the order, clear the search, filters and sort, with every ${label.toLowerCase()} on one page.`,
  uploadFailed: 'The upload failed. Try again.',
  uploading: (name: string) => `Uploading ${name}`,
  exportCsv: 'Download CSV',
  exporting: 'Preparing CSV…',
  exportFailed: 'The CSV could not be made. Try again.',
  inUrdu: (label: string) => `${label} in Urdu`,
  urduHint: 'Optional. Where a field is left empty, the Urdu pages show the English.',
  hasUrdu: 'Has an Urdu title',
  /** A personal field (a CNIC, an address) the member's role does not see: the API sends none. */
  hiddenForRole: 'Hidden for your role',
  unsaved: 'Unsaved changes',
};

export function capitalise(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
