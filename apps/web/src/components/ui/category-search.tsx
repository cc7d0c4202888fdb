import { SearchField, SelectField } from './field';
import { m } from '../../paraglide/messages.js';

/** What a filter bar says: its landmark's name, the "every category" choice, the search box's label and example. */
export type CategorySearchText = { label: string; all: string; search: string; placeholder: string };

type Props = {
  text: CategorySearchText;
  categories: { id: number; title: string }[];
  /** The chosen category's id; 0 is every category. */
  category: number;
  onCategory: (id: number) => void;
  search: string;
  onSearch: (text: string) => void;
};

/** The filter bar above a long list (the library, the lectures): a category dropdown and a title search. */
export function CategorySearch({ text, categories, category, onCategory, search, onSearch }: Props) {
  return (
    <form role="search" aria-label={text.label} onSubmit={(e) => e.preventDefault()} className="mb-8 grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
      <SelectField
        label={m.site_category()}
        look="filter"
        value={category}
        onChange={(e) => onCategory(Number(e.target.value))}
        options={categories.map((c) => ({ value: c.id, label: c.title }))}
      >
        <option value={0}>{text.all}</option>
      </SelectField>
      <SearchField label={text.search} value={search} onChange={(e) => onSearch(e.target.value)} placeholder={text.placeholder} maxLength={200} autoComplete="off" />
    </form>
  );
}
