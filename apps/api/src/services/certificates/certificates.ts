import { and, eq, sql } from 'drizzle-orm';
import type { CertificateVerification, MyCertificate } from '@foundation/contract/certificates';
import type { Db } from '../../db/client.ts';
import { certificates, courses, enrolments, lessons } from '../../db/schema/index.ts';
import { inLocale, type ContentLocale } from '../../lib/content-language.ts';
import { newCertificateCode, normalizeCertificateCode, verificationUrl } from './certificate-codes.ts';
import { quizPassed } from './quiz-standing.ts';

type Certificate = typeof certificates.$inferSelect;

/** The completion date as the foundation sees it: the day in Pakistan, YYYY-MM-DD. */
export const dayInPakistan = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(at);

const lessonCount = sql<number>`(select count(*) from ${lessons} where ${lessons.courseId} = ${courses.id})`.mapWith(Number);

/** The learner's enrolments in courses that offer a certificate, with how far they are. */
async function standings(db: Db, learnerId: number, courseId?: number) {
  const rows = await db
    .select({ courseId: courses.id, name: enrolments.name, viewIndex: enrolments.viewIndex, lessons: lessonCount })
    .from(enrolments)
    .innerJoin(courses, eq(enrolments.courseId, courses.id))
    .where(and(eq(enrolments.learnerId, learnerId), eq(courses.certificate, 'Yes'), courseId === undefined ? undefined : eq(courses.id, courseId)));
  const issued = await db.select().from(certificates).where(eq(certificates.learnerId, learnerId));
  return Promise.all(
    rows.map(async (row): Promise<MyCertificate> => {
      const held = issued.find((c) => c.courseId === row.courseId);
      if (held) return mine(held);
      // Finished: Completed was pressed on the last lesson (decision 8); a course without lessons is never finished.
      const finished = row.lessons > 0 && row.viewIndex >= row.lessons;
      const state = !finished ? 'learning' : (await quizPassed(db, learnerId, row.courseId)) ? 'ready' : 'quiz';
      return { course_id: row.courseId, state, name: row.name, code: null, issued_on: null };
    }),
  );
}

const mine = (c: Certificate): MyCertificate => ({
  course_id: c.courseId ?? 0,
  state: c.revokedAt ? 'revoked' : 'issued',
  name: c.name,
  code: c.code,
  issued_on: dayInPakistan(c.issuedAt),
});

/** My courses' certificates: one entry for each enrolled course that offers one. */
export const listMyCertificates = (db: Db, learnerId: number) => standings(db, learnerId);

export type IssueOutcome =
  | { status: 'issued'; certificate: Certificate }
  | { status: 'refused'; field: 'course_id'; reason: 'not-offered' | 'not-completed' | 'quiz' | 'already-issued' };

/**
 * Issues the certificate of a finished course under the name the learner confirmed. Once only:
 * the paper and its code are for good, so a second request is refused rather than renamed.
 */
export async function issueCertificate(db: Db, learnerId: number, courseId: number, name: string): Promise<IssueOutcome> {
  const [standing] = await standings(db, learnerId, courseId);
  if (!standing) return { status: 'refused', field: 'course_id', reason: 'not-offered' };
  if (standing.state === 'learning') return { status: 'refused', field: 'course_id', reason: 'not-completed' };
  if (standing.state === 'quiz') return { status: 'refused', field: 'course_id', reason: 'quiz' };
  if (standing.state !== 'ready') return { status: 'refused', field: 'course_id', reason: 'already-issued' };
  const [course] = await db.select({ title: courses.title, translations: courses.translations, hours: courses.durationHours }).from(courses).where(eq(courses.id, courseId));
  if (!course) return { status: 'refused', field: 'course_id', reason: 'not-offered' };
  const [inserted] = await db
    .insert(certificates)
    .values({
      code: newCertificateCode(),
      learnerId,
      courseId,
      name,
      courseTitle: course.title,
      courseTranslations: course.translations,
      hours: course.hours > 0 ? course.hours : null,
    })
    // Two presses at once: one certificate, the other request is told it exists.
    .onConflictDoNothing({ target: [certificates.learnerId, certificates.courseId] })
    .returning();
  return inserted ? { status: 'issued', certificate: inserted } : { status: 'refused', field: 'course_id', reason: 'already-issued' };
}

export const toMyCertificate = mine;

/** The course's title on a certificate, in the language asked, as it was when it was issued. */
export const courseTitleOf = (c: Certificate, locale: ContentLocale) => inLocale(locale, c.courseTitle, c.courseTranslations, 'title');

/** A certificate by its code as people may type it; null for a code nobody holds. */
export async function findCertificate(db: Db, typed: string): Promise<Certificate | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, normalizeCertificateCode(typed)));
  return row ?? null;
}

/** What the public verification shows: valid or revoked, the name, the course, the date; nothing else. */
export const toVerification = (c: Certificate, locale: ContentLocale, publicUrl: string): CertificateVerification => ({
  code: c.code,
  status: c.revokedAt ? 'revoked' : 'valid',
  name: c.name,
  course: courseTitleOf(c, locale),
  issued_on: dayInPakistan(c.issuedAt),
  hours: c.hours,
  url: verificationUrl(publicUrl, c.code, locale),
});

/** The learner's own certificate, for its PDF. */
export async function findMyCertificate(db: Db, learnerId: number, code: string) {
  const found = await findCertificate(db, code);
  return found && found.learnerId === learnerId ? found : null;
}
