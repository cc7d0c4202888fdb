import { useSearchParams } from 'wouter';
import { href } from '../lib/routes';
import { useBlog } from '../features/blogs/api/get-blog';
import { BlogArticle } from '../features/blogs/components/blog-article';
import { DetailPage } from '../components/ui/detail-page';
import { ArticleSkeleton } from '../components/ui/skeletons';
import { parseId } from '../lib/parse-id';
import { articleLd } from '../lib/structured-data';
import { m } from '../paraglide/messages.js';

/** /singleBlog?id= (spec point 2): the post named by the query, or a kind word if there is none. */
export default function SingleBlogPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const missing = { backTo: href('blogs'), backLabel: m.media_blogs_see_all(), text: m.media_blogs_missing_text() };
  return (
    <DetailPage
      id={id}
      query={useBlog(id)}
      logAs="the blog post"
      what={m.media_blogs_what()}
      meta={(blog) => ({ title: blog?.title ?? m.media_blogs_meta_fallback(), description: blog?.excerpt, image: blog?.image, type: 'article', structuredData: blog && ((url) => [articleLd(blog, url)]) })}
      skeleton={<ArticleSkeleton />}
      missing={missing}
    >
      {(blog) => <BlogArticle blog={blog} />}
    </DetailPage>
  );
}
