import { act, render, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldMessages, richText } from '@foundation/contract/admin/kit';
import { checkFields } from '../form/validate';
import { kitMessages } from '../messages';
import type { Field } from '../types';
import { RichTextInput, savedHtml } from './rich-text-field';

const field: Extract<Field, { kind: 'richText' }> = { kind: 'richText', name: 'description', label: 'Text', required: true };

/** The editor under the field, as Tiptap hangs it on its editable element. */
function renderEditor(value = '') {
  const onChange = vi.fn();
  render(<RichTextInput field={field} path="description" value={value} onChange={onChange} busy={false} />);
  const editor = (screen.getByRole('textbox') as HTMLElement & { editor: Editor }).editor;
  const saved = () => onChange.mock.lastCall?.[0] as string;
  return { editor, saved };
}

describe('rich text: what is saved', () => {
  it('drops empty paragraphs at the end, and only there', () => {
    expect(savedHtml('<h2>Winter relief</h2><p></p>')).toBe('<h2>Winter relief</h2>');
    expect(savedHtml('<p>Blankets</p><p><br></p><p></p>')).toBe('<p>Blankets</p>');
    expect(savedHtml('<ul><li><p>Tea</p></li></ul><p><br/></p>\n')).toBe('<ul><li><p>Tea</p></li></ul>');
    expect(savedHtml('<p>One</p><p></p><p>Two</p>')).toBe('<p>One</p><p></p><p>Two</p>');
    expect(savedHtml('<p>Ends with a break<br></p>')).toBe('<p>Ends with a break<br></p>');
    expect(savedHtml('<p><img src="/uploads/a.jpg" alt="A well"></p><p></p>')).toBe('<p><img src="/uploads/a.jpg" alt="A well"></p>');
    expect(savedHtml('<p></p>')).toBe('');
    expect(savedHtml('<p></p><p><br></p>')).toBe('');
  });

  it('saves no trailing paragraph after a heading or a new line at the end, and an emptied editor as ""', () => {
    const { editor, saved } = renderEditor('<p>Blankets</p>');
    act(() => void editor.commands.setContent('<h2>Winter relief</h2>', { emitUpdate: true }));
    // Tiptap keeps a paragraph below the heading; it is not saved.
    expect(editor.getHTML()).toBe('<h2>Winter relief</h2><p></p>');
    expect(saved()).toBe('<h2>Winter relief</h2>');

    act(() => void editor.chain().setContent('<p>Blankets</p>').focus('end').splitBlock().run());
    expect(editor.getHTML()).toBe('<p>Blankets</p><p></p>');
    expect(saved()).toBe('<p>Blankets</p>');

    act(() => void editor.chain().clearContent(true).splitBlock().run());
    expect(saved()).toBe('');
  });

  it('an empty editor still reads as missing for a required field, in the form and in the contract', () => {
    const { editor, saved } = renderEditor('<p>Blankets</p>');
    act(() => void editor.commands.clearContent(true));
    expect(saved()).toBe('');
    expect(checkFields([field], { description: saved() })).toEqual({ description: kitMessages.required });
    const result = richText('Text', { required: true }).safeParse(saved());
    expect(result.error?.issues.map((i) => i.message)).toEqual([fieldMessages.required('Text')]);
  });
});
