import { useSearchParams } from 'wouter';
import { href } from '../lib/routes';
import { useBlog } from '../features/blogs/api/get-blog';
import { BlogArticle } from '../features/blogs/components/blog-article';
import { DetailPage } from '../components/ui/detail-page';
import { ArticleSkeleton } from '../components/ui/skeletons';
import { parseId } from '../lib/parse-id';
import { articleLd } from '../lib/structured-data';

const missing = { backTo: href('blogs'), backLabel: 'See all posts', text: 'It may have been moved or taken down. The rest of our stories are waiting on the blog.' };

/** /singleBlog?id= (spec point 2): the post named by the query, or a kind word if there is none. */
export default function SingleBlogPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  return (
    <DetailPage id={id} query={useBlog(id)} logAs="the blog post" what="post" meta={(blog) => ({ title: blog?.title ?? 'Blog', description: blog?.excerpt, image: blog?.image, type: 'article', structuredData: blog && ((url) => [articleLd(blog, url)]) })} skeleton={<ArticleSkeleton />} missing={missing}>
      {(blog) => <BlogArticle blog={blog} />}
    </DetailPage>
  );
}
