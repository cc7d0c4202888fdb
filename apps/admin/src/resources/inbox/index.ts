/** The inbox: what visitors send (contact and join-us messages, membership applications), handled alike. */
export { contactMessages } from './contact-messages';
export { memberships } from './memberships';
