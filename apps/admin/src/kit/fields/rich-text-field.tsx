import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import Image from '@tiptap/extension-image';
import { cx } from '../../components';
import { fieldId } from '../form/paths';
import { MediaPicker } from '../media/media-picker';
import type { Field } from '../types';
import type { FieldProps } from './basic-fields';
import { LinkDialog } from './link-dialog';

/** Empty paragraphs at the end of the document: `<p></p>`, `<p><br></p>`, blanks inside. */
const TRAILING_EMPTY = /(?:<p(?:\s[^>]*)?>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>\s*)+$/i;

/**
 * What is saved of the editor's HTML. Tiptap keeps a paragraph after a last heading, list or
 * picture so the cursor can get below it (its trailing node), and Enter at the end leaves one
 * too: neither is text, so neither is saved. A document of nothing else saves as "", so
 * "required" can tell (the contract's `richText` and the form's own check both read "" as empty).
 */
export const savedHtml = (html: string) => html.replace(TRAILING_EMPTY, '');

const html = (editor: Editor) => (editor.isEmpty ? '' : savedHtml(editor.getHTML()));

/**
 * Tiptap with our own toolbar: headings, bold, italic, lists, links and pictures — what the public
 * pages style. The API sanitizes what is saved (decision 4), so this is a convenience, not a guard.
 */
export function RichTextInput({ field, path, value, error, onChange, busy }: FieldProps<Extract<Field, { kind: 'richText' }>>) {
  const id = fieldId(path);
  const text = typeof value === 'string' ? value : '';
  const emitted = useRef(text);
  const described = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false, code: false, codeBlock: false, horizontalRule: false }),
      // A link to a page of the site opens in the same tab, as the rest of the site's links do.
      Link.configure({ openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'], defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } }),
      Image.configure({ inline: false }),
    ],
    content: text,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor }) => {
      emitted.current = html(editor);
      onChange(emitted.current);
    },
  });

  // The form's attributes for the editable area: its name, its error, and whether it is wrong.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          ...(described ? { 'aria-describedby': described } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          // Urdu is written right to left; the toolbar above stays as it is.
          ...(field.lang ? { lang: field.lang, dir: 'rtl' } : {}),
          class: 'prose-admin min-h-48 px-3 py-2 focus:outline-none',
        },
      },
    });
    // Without emitting an update: being made read-only is no change of the text.
    editor.setEditable(!busy, false);
  }, [editor, id, described, error, busy, field.lang]);

  // A value from outside (a record loaded or saved again) replaces the document; our own echo does not.
  useEffect(() => {
    if (text !== emitted.current) {
      emitted.current = text;
      editor.commands.setContent(text, { emitUpdate: false });
    }
  }, [editor, text]);

  return (
    <div className={cx('rounded-md border bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-gold-500', error ? 'border-red-700' : 'border-slate-500')}>
      <Toolbar editor={editor} label={field.label} editorId={id} />
      <EditorContent editor={editor} />
    </div>
  );
}

/** A toolbar mark drawn in lines, the same on every system (emoji are not). */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="inline-block">
      <path d={d} />
    </svg>
  );
}

interface Tool {
  label: string;
  mark: ReactNode;
  active?: boolean;
  run: () => void;
}

function Toolbar({ editor, label, editorId }: { editor: Editor; label: string; editorId: string }) {
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    // A name holds the text on the button (H2), so a voice command that says what it sees works.
    { label: 'H2, heading', mark: 'H2', active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'H3, subheading', mark: 'H3', active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: 'Bold', mark: <strong>B</strong>, active: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Italic', mark: <em className="font-serif">I</em>, active: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'Bulleted list', mark: <Icon d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />, active: state.bullet, run: () => chain().toggleBulletList().run() },
    { label: 'Numbered list', mark: <Icon d="M10 6h10M10 12h10M10 18h10M4 5l1-1v4M4 11h2l-2 3h2M4 17h2v2H4m2 0v2H4" />, active: state.ordered, run: () => chain().toggleOrderedList().run() },
    { label: 'Link', mark: <Icon d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />, active: state.link, run: () => setDialog('link') },
    { label: 'Picture', mark: <Icon d="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9h.01" />, run: () => setDialog('image') },
  ];
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // One tab stop for the whole toolbar; arrows move along it (the ARIA toolbar pattern).
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tools.length - 1 };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = (to + tools.length) % tools.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div role="toolbar" aria-label={`${label}: formatting`} aria-controls={editorId} onKeyDown={onKeyDown} className="flex flex-wrap gap-0.5 rounded-t-md border-b border-slate-300 bg-slate-50 p-1">
        {tools.map((tool, i) => (
          <button
            key={tool.label}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            tabIndex={i === current ? 0 : -1}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.active === undefined ? undefined : tool.active}
            onFocus={() => setCurrent(i)}
            onClick={tool.run}
            className={cx('inline-flex h-9 min-w-9 items-center justify-center rounded px-1.5 text-sm', tool.active ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50')}
          >
            <span aria-hidden="true">{tool.mark}</span>
          </button>
        ))}
      </div>
      {dialog === 'link' && (
        <LinkDialog
          href={state.href}
          onClose={() => setDialog(null)}
          onSave={(href) => {
            setDialog(null);
            if (!href) chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
      {dialog === 'image' && (
        <MediaPicker
          kind="image"
          askAlt
          title="Insert a picture"
          onClose={() => setDialog(null)}
          onPick={(item, alt) => {
            setDialog(null);
            chain().setImage({ src: item.url, alt }).run();
          }}
        />
      )}
    </>
  );
}
