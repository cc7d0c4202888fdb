/** Messages of certificates and course quizzes, with no zod: safe for the first load of the web app. */
export const certificateMessages = {
  nameRequired: 'Please enter your name as it should appear on the certificate.',
  notOffered: 'This course does not offer a certificate.',
  notCompleted: 'Complete every lesson of the course first.',
  quizNotPassed: 'Pass the course quiz first.',
  alreadyIssued: 'Your certificate for this course has already been issued.',
  notFound: 'No certificate has this code.',
  answersRequired: 'Please answer every question.',
  retryLater: (minutes: number) => `You can take the quiz again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  noQuiz: 'This course has no quiz.',
  revokeReasonRequired: 'Say why the certificate is revoked.',
  neverDeleted: 'A certificate is never deleted, so that its code keeps answering: revoke it instead.',
  alreadyRevoked: 'This certificate is already revoked.',
} as const;
