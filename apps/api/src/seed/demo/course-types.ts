import type { IconName } from '../assets/icons.ts';
import type { ThemeName } from '../assets/svg.ts';

/** The course types the education page groups by; a card shows the type's title. */
export const COURSE_TYPES = ['Spiritual Training', 'Quran & Islamic Studies', 'Digital Skills', 'Livelihood & Vocational'] as const;
export type CourseTypeName = (typeof COURSE_TYPES)[number];

export interface LessonSeed {
  title: string;
  /** "mm:ss", as the lesson list shows it. */
  duration: string;
  /** Plain text of 400–700 characters: long enough that the 300-character preview matters. */
  description: string;
}

export interface CourseSeed {
  title: string;
  type: CourseTypeName;
  icon: IconName;
  theme: ThemeName;
  /** HTML, sanitized by the course service as anything staff write. */
  description: string;
  /** Null where anyone may join, so the Eligibility tab stays hidden. */
  eligibility: string | null;
  instructors: string[];
  durationHours: number;
  classDuration: string;
  level: string;
  language: 'Urdu' | 'English';
  certificate: 'Yes' | 'No';
  enrolled: number;
  lessons: LessonSeed[];
}
