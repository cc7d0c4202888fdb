import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { countries } from './countries.ts';
import { staff } from './staff.ts';

/** Where a visitor's message stands in the staff's inbox. */
export const INBOX_STATUSES = ['new', 'in_progress', 'done'] as const;

/** The inbox's handling of one submission: its state, who has it, and staff's own note. */
const handling = {
  status: text('status', { enum: INBOX_STATUSES }).notNull().default('new'),
  assigneeId: integer('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
  /** Internal: never shown to the visitor. */
  note: text('note').notNull().default(''),
  handledAt: timestamp('handled_at', { withTimezone: true }),
};

/** Contact and Join Us messages share a shape; `form` says which form sent it. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    form: text('form', { enum: ['contact', 'join_us'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ...handling,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_form_created_idx').on(t.form, t.createdAt), index('contact_messages_status_idx').on(t.status, t.createdAt)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    formType: text('form_type', { enum: ['basic', 'active'] }).notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    city: text('city').notNull(),
    message: text('message').notNull().default(''),
    fatherName: text('father_name'),
    gender: text('gender'),
    presentAddress: text('present_address'),
    permanentAddress: text('permanent_address'),
    province: text('province'),
    district: text('district'),
    tehsil: text('tehsil'),
    whatsappNumber: text('whatsapp_number'),
    cnicNumber: text('cnic_number'),
    dateOfBirth: date('date_of_birth'),
    education: text('education'),
    ...handling,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('memberships_created_idx').on(t.createdAt), index('memberships_status_idx').on(t.status, t.createdAt)],
);
