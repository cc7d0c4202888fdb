import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { cx, ui } from '../../components';

/** Asks the list once a pause in typing (300 ms) or at once on Enter, never on every key. */
export function SearchBox({ label, hint, value, onSearch }: { label: string; hint?: string; value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // Back and Forward change the address under us: show what the list is really searched by.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const send = (q: string) => {
    if (q === sent.current) return;
    sent.current = q;
    onSearch(q);
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
    <form role="search" onSubmit={submit} className="flex w-full items-end gap-2 sm:max-w-md">
      <div className="grow">
        <label htmlFor={id} className={ui.label}>
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={cx(ui.input, 'mt-1')}
        />
        {hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
            {hint}
          </p>
        )}
      </div>
      <button type="submit" className={cx(ui.button, ui.secondary, hint && 'mb-5')}>
        Search
      </button>
    </form>
  );
}
