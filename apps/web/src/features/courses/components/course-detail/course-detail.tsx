import type { ReactNode } from 'react';
import type { Course } from '@foundation/contract/courses';
import { CourseHeader } from './course-header';
import { CourseTabs } from './course-tabs';
import { CourseCurriculum } from './course-curriculum';
import { CourseFacts } from './course-facts';
import { ResponsiveImage } from '../../../../components/ui/responsive-image';
import { AdoptWhenNear } from '../../../../components/ui/when-visible';
import { Bar, Skeleton } from '../../../../components/ui/skeletons';
import { m } from '../../../../paraglide/messages.js';

/** The public course page: header band, then the course beside its facts and `action` (Enroll Now). */
export function CourseDetail({ course, action }: { course: Course; action: ReactNode }) {
  return (
    <>
      <CourseHeader course={course} />
      {/* On a phone the facts and Enroll Now come right after the picture, not after the curriculum. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-[1fr_22rem] lg:gap-x-10">
        <ResponsiveImage
          src={course.image}
          alt=""
          width={1200}
          height={675}
          sizes="(min-width: 1024px) 860px, 100vw"
          priority
          className="aspect-video w-full rounded-2xl bg-brand-50 object-cover lg:col-start-1"
        />
        <aside aria-label={m.learn_facts_heading()} className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <CourseFacts course={course} action={action} />
        </aside>
        <div className="min-w-0 lg:col-start-1">
          {/* Below the picture: in the sent HTML, adopted by React as it comes near. */}
          <AdoptWhenNear>
            <CourseTabs course={course} />
            <CourseCurriculum lessons={course.videos2} />
          </AdoptWhenNear>
        </div>
      </div>
    </>
  );
}

/** The same frame while the course loads, so nothing jumps when it arrives. */
export function CourseDetailSkeleton() {
  return (
    <Skeleton label={m.learn_loading_course()} className="min-h-svh">
      <div className="bg-brand-800">
        <div className="mx-auto max-w-7xl space-y-5 px-4 py-12 sm:py-16">
          <Bar dark className="h-4 w-40" />
          <Bar dark className="h-6 w-24 rounded-full" />
          <Bar dark className="h-12 w-3/4" />
          <Bar dark className="h-5 w-56" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-[1fr_22rem] lg:gap-x-10">
        <Bar className="aspect-video rounded-2xl" />
        <Bar className="h-96 rounded-2xl" />
      </div>
    </Skeleton>
  );
}
