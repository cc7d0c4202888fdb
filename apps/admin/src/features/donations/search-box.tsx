import { useEffect, useRef, useState, type FormEvent } from 'react';
import { cx, ui } from '../../components';

/** Asks the list once a pause in typing (300 ms) or at once on Enter, never on every key. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // Back and Forward change the address bar under us: show what the list is really filtered by.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const send = (search: string) => {
    if (search === sent.current) return;
    sent.current = search;
    onSearch(search);
  };

  useEffect(() => {
    const timer = setTimeout(() => send(text.trim()), 300);
    return () => clearTimeout(timer);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text.trim());
  };

  return (
    <form role="search" onSubmit={submit} className="flex w-full max-w-md items-end gap-2">
      <div className="grow">
        <label htmlFor="donation-search" className={ui.label}>
          Search donations
        </label>
        <input
          id="donation-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="donation-search-hint"
          className={cx(ui.input, 'mt-1')}
        />
        <p id="donation-search-hint" className="mt-1 text-xs text-muted">
          Reference, phone or e-mail
        </p>
      </div>
      <button type="submit" className={cx(ui.button, ui.secondary, 'mb-5')}>
        Search
      </button>
    </form>
  );
}
