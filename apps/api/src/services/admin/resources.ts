import { bookCategoryResource } from './book-categories.ts';
import { blogResource } from './blogs.ts';
import { bookResource } from './books.ts';
import { campaignResource } from './campaigns.ts';
import type { AnyResource } from './kit.ts';
import { welfareCategoryResource } from './welfare-categories.ts';

/** Every resource built by the kit (decision 15); settings and the media library have routes of their own. */
export const resources: AnyResource[] = [blogResource, bookCategoryResource, bookResource, campaignResource, welfareCategoryResource];
