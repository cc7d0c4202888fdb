import { bookCategoryResource } from './book-categories.ts';
import { blogResource } from './blogs.ts';
import { bookResource } from './books.ts';
import { campaignResource } from './campaigns.ts';
import { courseTypeResource } from './course-types.ts';
import { courseResource } from './courses.ts';
import { galleryResource } from './gallery.ts';
import type { AnyResource } from './kit.ts';
import { lectureCategoryResource } from './lecture-categories.ts';
import { lectureResource } from './lectures.ts';
import { locationResource } from './locations.ts';
import { newsEventResource } from './news-events.ts';
import { playlistResource } from './playlists.ts';
import { welfareCategoryResource } from './welfare-categories.ts';
import { fundResource } from './funds.ts';

/** Every resource built by the kit (decision 15); settings and the media library have routes of their own. */
export const resources: AnyResource[] = [blogResource, bookCategoryResource, bookResource, campaignResource, welfareCategoryResource, fundResource, courseTypeResource, courseResource, lectureCategoryResource, lectureResource, galleryResource, playlistResource, newsEventResource, locationResource];
