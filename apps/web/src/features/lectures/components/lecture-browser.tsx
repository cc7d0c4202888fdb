import { useEffect, useState } from 'react';
import { emptyStates } from '@foundation/contract/messages';
import { CardGrid } from '../../../components/ui/card-grid';
import { CategorySearch, type CategorySearchText } from '../../../components/ui/category-search';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useLectures } from '../api/get-lectures';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { m } from '../../../paraglide/messages.js';
import { LectureCard } from './lecture-card';

/** The filter bar's words, read while rendering (the page's language). */
const filterText = (): CategorySearchText => ({
  label: m.media_lectures_filter_label(),
  all: m.media_lectures_filter_all(),
  search: m.media_lectures_filter_search(),
  placeholder: m.media_lectures_filter_placeholder(),
});

/** Audio lectures of the media page: filter by category, search by title, open one to listen. */
export function LectureBrowser() {
  const [categoryId, setCategoryId] = useState(0);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const lectures = useLectures({ categoryId, search });

  useEffect(() => {
    // Spec point 8: a failed load of lectures is only logged.
    if (lectures.error) console.error('Lectures could not be loaded', lectures.error);
  }, [lectures.error]);

  const pages = lectures.data?.pages ?? [];
  const list = pages.flatMap((p) => p.lecture_list);
  const categories = pages[0]?.category_list ?? [];
  const total = pages[0]?.pagination.total ?? 0;

  return (
    <div>
      <CategorySearch text={filterText()} categories={categories} category={categoryId} onCategory={setCategoryId} search={text} onSearch={setText} />
      <p className="sr-only" role="status">
        {lectures.isSuccess && !lectures.isPlaceholderData ? (total === 1 ? m.media_lectures_found_one : m.media_lectures_found_other)({ count: total }) : ''}
      </p>
      {lectures.isPending ? (
        <Spinner label={m.media_lectures_loading()} />
      ) : lectures.isError ? null : list.length === 0 ? (
        <EmptyState text={emptyStates.noVideo} />
      ) : (
        <div aria-busy={lectures.isPlaceholderData} className={`transition-opacity ${lectures.isPlaceholderData ? 'opacity-60' : ''}`}>
          <CardGrid label={m.media_lectures_label()} items={list} keyOf={(lecture) => lecture.id} itemClassName={() => 'flex'}>
            {(lecture, i) => (
              <div className="w-full">
                <LectureCard lecture={lecture} eager={i < 3} priority={i === 0} />
              </div>
            )}
          </CardGrid>
          {lectures.hasNextPage && (
            <div className="mt-10 text-center">
              <button
                type="button"
                onClick={() => lectures.fetchNextPage()}
                disabled={lectures.isFetchingNextPage}
                className="rounded-full border-2 border-brand-700 px-7 py-3 font-semibold text-brand-700 transition hover:bg-brand-700 hover:text-white disabled:opacity-60"
              >
                {lectures.isFetchingNextPage ? m.media_common_loading() : m.media_lectures_show_more({ count: total - list.length })}
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
