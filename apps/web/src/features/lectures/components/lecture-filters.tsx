import type { LectureCategory } from '@foundation/contract/lectures';
import { SearchIcon } from '../../../components/icons';
import { filterInputClass, SelectField } from '../../../components/ui/select-field';

type Props = {
  categories: LectureCategory[];
  categoryId: number;
  onCategory: (id: number) => void;
  search: string;
  onSearch: (text: string) => void;
};

/** The category dropdown (View all plus each category) and the title search of the media page. */
export function LectureFilters({ categories, categoryId, onCategory, search, onSearch }: Props) {
  return (
    <div className="mb-8 grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
      <SelectField id="lecture-category" label="Category" value={categoryId} onChange={(v) => onCategory(Number(v))}>
        <option value={0}>View all</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </SelectField>
      <div>
        <label htmlFor="lecture-search" className="mb-1 block text-sm font-semibold text-brand-800">
          Search lectures
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
          <input
            id="lecture-search"
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            maxLength={200}
            placeholder="Search by title, e.g. zikr"
            className={`${filterInputClass} pl-11`}
          />
        </div>
      </div>
    </div>
  );
}
