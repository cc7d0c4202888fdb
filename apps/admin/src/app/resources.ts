import type { Resource } from '../kit/types';
import { blogs } from '../resources/blogs';
import { bookCategories } from '../resources/book-categories';
import { books } from '../resources/books';
import { campaigns } from '../resources/campaigns';
import { media } from '../resources/media';
import { settings } from '../resources/settings';
import { welfareCategories } from '../resources/welfare-categories';

/** Every resource of the back office, in the order of the navigation. A new one is one line here. */
export const resources: Resource[] = [blogs, books, bookCategories, campaigns, welfareCategories, media, settings];
