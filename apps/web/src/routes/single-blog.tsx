import { useSearchParams } from 'react-router';
import { href } from '../lib/routes';
import { useBlog } from '../features/blogs/api/get-blog';
import { BlogArticle } from '../features/blogs/components/blog-article';
import { ArticleSkeleton } from '../features/catalogue/components/skeletons';
import { NotFoundNotice } from '../features/catalogue/components/not-found-notice';
import { useLogError } from '../features/catalogue/hooks/use-log-error';
import { usePageMeta } from '../features/catalogue/hooks/use-page-meta';
import { parseId } from '../features/catalogue/lib/parse-id';

/** /singleBlog?id= (spec point 2): the post named by the query, or a kind word if there is none. */
export default function SingleBlogPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const { data: blog, isPending, error } = useBlog(id);
  useLogError(error, 'the blog post', { detail: true });
  usePageMeta(blog?.title ?? 'Blog', blog?.excerpt);

  if (id !== null && isPending) return <ArticleSkeleton />;
  if (!blog) {
    return (
      <NotFoundNotice what="post" error={error} backTo={href('blogs')} backLabel="See all posts">
        It may have been moved or taken down. The rest of our stories are waiting on the blog.
      </NotFoundNotice>
    );
  }
  return <BlogArticle blog={blog} />;
}
