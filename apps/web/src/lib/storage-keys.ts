/** Local storage keys of spec point 3, the only place they are spelled. */
export const storageKeys = {
  token: 'token',
  tokenExpireDate: 'tokenExpireDate',
  billingInfo: 'billing_info',
  currentLesson: 'current_lesson',
  bookImage: (id: number | string) => `book_image_${id}`,
  courseImage: (id: number | string) => `course_image_${id}`,
  campaignImage: (id: number | string) => `compaign_image_${id}`,
} as const;

/** Storage can be unavailable (private mode, quota): the site carries on without it. */
export const store = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* ignored: nothing depends on it surviving */
    }
  },
  remove(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      /* ignored */
    }
  },
};
