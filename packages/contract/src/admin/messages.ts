// Plain strings in a module of their own: the back office imports them without zod, and the API's
// tests assert them word for word.

/** Messages under a form's fields, built from the field's label so every form reads alike. */
export const fieldMessages = {
  required: (label: string) => `${label} is required.`,
  text: (label: string) => `${label} must be text.`,
  tooLong: (label: string, max: number) => `${label} may not be longer than ${max} characters.`,
  onOff: (label: string) => `${label} must be on or off.`,
  date: (label: string) => `${label} must be a date, e.g. 2026-11-07.`,
  money: (label: string) => `${label} must be an amount in rupees with at most 2 decimals.`,
  moneyRange: (label: string, max: number) => `${label} must be between 0 and ${max.toLocaleString('en')} rupees.`,
  wholeNumber: (label: string, max: number) => `${label} must be a whole number from 0 to ${max.toLocaleString('en')}.`,
  choose: (label: string) => `Choose a ${label.toLowerCase()}.`,
  missing: (label: string) => `Choose a ${label.toLowerCase()} that exists.`,
  mediaFile: (label: string) => `${label} must be a file from the media library.`,
  mediaKind: (label: string, kind: string) => `${label} must be ${kind === 'image' ? 'an image' : kind === 'pdf' ? 'a PDF' : 'an audio file'} from the media library.`,
  webAddress: (label: string) => `${label} must be a web address starting with https://.`,
  email: (label: string) => `${label} must be a valid email address.`,
  phone: (label: string) => `${label} must be a phone number, e.g. +92 42 111 222 333.`,
  pattern: (label: string, example: string) => `${label} is not in the expected form, e.g. ${example}.`,
  tooMany: (label: string, max: number) => `${label}: at most ${max}.`,
  choice: (label: string, options: readonly string[]) => `${label} must be one of: ${options.join(', ')}.`,
} as const;

/** Messages of the list and the write path every resource shares (decision 15). */
export const kitMessages = {
  search: 'Search may not be longer than 200 characters.',
  page: 'Page must be a whole number from 1 to 100,000.',
  perPage: 'Per page must be a whole number from 1 to 100.',
  sort: (fields: readonly string[]) => `Sort by one of: ${fields.join(', ')} (a leading - sorts descending).`,
  unknownFilter: (filters: readonly string[]) =>
    filters.length ? `Unknown filter. Filter by one of: ${filters.join(', ')}.` : 'Unknown filter. This list has no filters.',
  yesNo: 'Use true or false.',
  filterId: 'Use the id of an existing item.',
  filterChoice: (options: readonly string[]) => `Use one of: ${options.join(', ')}.`,
  order: 'List every item exactly once, in the new order.',
  /** A delete the database refused though no guard named the reason (a row added meanwhile). */
  stillUsed: 'Something on the site still uses this item, so it cannot be deleted.',
  childNotOwned: 'This item belongs to another record: reload the form.',
  /** `translations` that is not `{ "ur": { "<field>": "<text>" } }`. */
  translations: 'Translations must be the Urdu texts of this form, e.g. {"ur": {"title": "…"}}.',
} as const;

/** Why a book category cannot go: staff move or delete its books first. */
export const bookCategoryMessages = {
  inUse: (books: number) =>
    `This category is used by ${books} ${books === 1 ? 'book' : 'books'}. Move ${books === 1 ? 'it' : 'them'} to another category or delete ${books === 1 ? 'it' : 'them'} first.`,
} as const;

/** Why a campaign or one of its tasks cannot go: gifts name them, and a donor's record must stay whole. */
export const campaignMessages = {
  hasGifts: (gifts: number) =>
    `${gifts} ${gifts === 1 ? 'gift was' : 'gifts were'} made to this campaign, so it cannot be deleted. Unpublish it to take it off the site.`,
  taskHasGifts: (titles: string[]) =>
    `Gifts were made to ${titles.map((t) => `"${t}"`).join(', ')}, so ${titles.length === 1 ? 'that task' : 'those tasks'} cannot be removed. Keep ${titles.length === 1 ? 'it' : 'them'} in the list.`,
} as const;

/** What a media upload is refused for. The bytes decide what a file is, never its name. */
export const mediaMessages = {
  fileRequired: 'Choose a file to upload.',
  unsupported: 'This file is not an image (JPEG, PNG, WebP, GIF or AVIF), a PDF or an audio file (MP3, M4A, OGG or WAV).',
  disguised: (name: string, claimed: string, actual: string) => `"${name}" is named as ${claimed} but it is ${actual}. Upload the real file.`,
  wrongKind: (expected: string) => `Choose ${expected === 'image' ? 'an image' : expected === 'pdf' ? 'a PDF' : 'an audio file'} here.`,
  tooLarge: (limitBytes: number) => `The file is larger than ${Math.floor(limitBytes / 1_048_576)} MB.`,
  unreadableImage: 'This image could not be read. It may be damaged; try saving it again.',
  tooManyPixels: 'This image is too large to process. Resize it below 50 megapixels first.',
  /** `uses` name where the file is, e.g. `blog post "Winter relief"`; a few are enough to find them. */
  inUse: (uses: string[], more: number) =>
    `This file is still used by ${uses.join(', ')}${more > 0 ? ` and ${more} more` : ''}. Choose another file there first.`,
} as const;

/** How each kind is named in a sentence ("named as an image but it is a web page"). */
export const mediaKindNames = { image: 'an image', pdf: 'a PDF', audio: 'an audio file' } as const;
