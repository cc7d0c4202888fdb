/** Messages a person reads, with no zod: safe to import into the first load of the web app. */
export const messages = {
  invalidData: 'The given data was invalid.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Something went wrong on our side. Please try again.',
  payloadTooLarge: 'The request is too large.',
  malformed: 'The request could not be read.',
  methodNotAllowed: 'This address does not take that method.',
  unauthenticated: 'Please log in to continue.',
  /** 503 with Retry-After: the file storage could not be reached; a read or a change of nothing. */
  storageUnavailable: 'Files cannot be reached just now. Please try again in a few minutes.',
  /** 503 with Retry-After, for a form that carried a file: nothing of it was kept. */
  storageUnavailableNothingSaved: 'Files cannot be saved just now, so nothing was recorded. Please try again in a few minutes.',
  /** Spec point 8: the request never reached the server. */
  networkError: 'Network error. Please try again.',
} as const;

/** Empty states quoted by the spec, shown exactly as written. */
export const emptyStates = {
  noRecord: 'No Record Found...',
  noBooks: 'THERE IS NO BOOK DATA AVAILABLE, PLEASE STAY TUNED FOR UPDATE',
  noBlogs: 'NO BLOG POSTS AVAILABLE AT THE MOMENT. PLEASE CHECK BACK LATER!',
  noVideo: 'No Video Found',
  noPlaylist: 'No Playlist Found',
  noCourses: 'No courses found',
} as const;
