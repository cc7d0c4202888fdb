/** Empty states quoted by the spec, shown exactly as written. */
export const emptyStates = {
  noRecord: 'No Record Found...',
  noBooks: 'THERE IS NO BOOK DATA AVAILABLE, PLEASE STAY TUNED FOR UPDATE',
  noBlogs: 'NO BLOG POSTS AVAILABLE AT THE MOMENT. PLEASE CHECK BACK LATER!',
  noVideo: 'No Video Found',
  noPlaylist: 'No Playlist Found',
  noCourses: 'No courses found',
} as const;
