// Plain strings and constants in a module of their own: the back office imports them without zod.

/** Where a visitor's message stands in the staff's inbox. */
export const INBOX_STATUSES = ['new', 'in_progress', 'done'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const inboxStatusLabels: Record<InboxStatus, string> = { new: 'New', in_progress: 'In progress', done: 'Done' };

/** A book order's fulfilment once paid, in the order it happens. */
export const FULFILMENT_STATUSES = ['paid', 'printing', 'shipped', 'delivered'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const fulfilmentLabels: Record<FulfilmentStatus, string> = { paid: 'Paid', printing: 'Printing', shipped: 'Shipped', delivered: 'Delivered' };

export const inboxMessages = {
  noteMax: 2000,
  day: 'Use a date, e.g. 2026-11-07.',
  /** An assignee that is not a member of staff, or one whose account is disabled. */
  assigneeInactive: 'Choose a member of staff whose account is active.',
} as const;

export const bookOrderMessages = {
  trackingNoteMax: 500,
  /** Only money that arrived is shipped for. */
  notPaid: 'This order is not paid yet: verify its receipt (or wait for the card payment) before printing or shipping it.',
  backwards: (from: string) => `This order is already ${from.toLowerCase()}. Its fulfilment only moves forward: paid, printing, shipped, delivered.`,
  notShipped: 'Mark the order shipped, with its tracking note, before it is delivered.',
  trackingRequired: 'Tracking note is required when the order is shipped: the courier and the tracking number, so the buyer can follow it.',
} as const;

/** How far a learner is: "Completed" once view_index reached the lessons (decision 8), else "Lesson 3 of 10". */
export const enrolmentProgress = (r: { completed: boolean; view_index: number; lessons: number }) =>
  r.completed ? 'Completed' : r.lessons === 0 ? 'No lessons yet' : `Lesson ${Math.min(r.view_index, r.lessons - 1) + 1} of ${r.lessons}`;
