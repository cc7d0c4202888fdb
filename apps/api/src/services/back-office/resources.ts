import { bookCategoryResource } from '../catalogue/admin/book-categories.ts';
import { blogResource } from '../catalogue/admin/blogs.ts';
import { bookResource } from '../catalogue/admin/books.ts';
import { campaignResource } from '../catalogue/admin/campaigns.ts';
import { certificateResource } from '../certificates/admin/certificates.ts';
import { quizResource } from '../certificates/admin/quizzes.ts';
import { fundResource } from '../funds/admin/funds.ts';
import { courseTypeResource } from '../catalogue/admin/course-types.ts';
import { courseResource } from '../catalogue/admin/courses.ts';
import { galleryResource } from '../catalogue/admin/gallery.ts';
import type { AnyResource } from './kit.ts';
import { lectureCategoryResource } from '../catalogue/admin/lecture-categories.ts';
import { lectureResource } from '../catalogue/admin/lectures.ts';
import { locationResource } from '../catalogue/admin/locations.ts';
import { newsEventResource } from '../catalogue/admin/news-events.ts';
import { playlistResource } from '../live/admin/playlists.ts';
import { welfareCategoryResource } from '../catalogue/admin/welfare-categories.ts';

/** Every resource built by the kit (decision 15); settings and the media library have routes of their own. */
export const resources: AnyResource[] = [blogResource, bookCategoryResource, bookResource, campaignResource, welfareCategoryResource, fundResource, courseTypeResource, courseResource, quizResource, certificateResource, lectureCategoryResource, lectureResource, galleryResource, playlistResource, newsEventResource, locationResource];
