import { emptyStates } from '@foundation/contract/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { CardSkeletons } from '../../../components/ui/skeletons';
import { useLogError } from '../../../lib/use-log-error';
import { useBlogs } from '../api/get-blogs';
import { BlogCard } from './blog-card';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Every published post, newest first; the first row is above the fold, so it loads at once, its first picture first. */
export function BlogList() {
  const { data: blogs, isPending, error } = useBlogs();
  useLogError(error, 'blog posts');
  if (isPending) return <CardSkeletons className={grid} />;
  if (!blogs?.length) return error ? null : <EmptyState text={emptyStates.noBlogs} />;
  return (
    <div className={grid}>
      {blogs.map((blog, i) => (
        <BlogCard key={blog.id} blog={blog} eager={i < 3} priority={i === 0} />
      ))}
    </div>
  );
}
