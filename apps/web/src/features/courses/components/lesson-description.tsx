import { useId, useState } from 'react';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';

/** Lessons show 300 characters of their description until the learner asks for more (spec point 9). */
export const DESCRIPTION_PREVIEW = 300;

export function LessonDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > DESCRIPTION_PREVIEW;
  const shown = !long || expanded ? text : `${text.slice(0, DESCRIPTION_PREVIEW).trimEnd()}…`;
  return (
    <div>
      <p id={id} className="whitespace-pre-line text-ink/90 leading-relaxed" lang={langOfContent(text)}>
        {shown}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
          className="mt-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {expanded ? m.learn_show_less() : m.learn_show_more()}
        </button>
      )}
    </div>
  );
}
