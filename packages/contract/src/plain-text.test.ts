import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plain text of rich text', () => {
  it('drops tags, reads block ends as spaces and collapses whitespace', () => {
    expect(plainText('<h2>Blankets</h2>\n<p>We  delivered <strong>400</strong>&nbsp;blankets.</p>')).toBe('Blankets We delivered 400 blankets.');
  });

  it('joins inline tags to their words, so no space comes before a stop', () => {
    expect(plainText('<p>The rules of <strong>recitation</strong>.</p><p>Then <a href="/x">practice</a>,<br>daily<img src="/a.jpg">now</p>')).toBe(
      'The rules of recitation. Then practice, daily now',
    );
  });

  it('decodes each entity once, named and numeric', () => {
    expect(plainText('Tom &amp; Jerry &lt;3 &#8217;s &#x2014; &amp;lt; &bogus; &#0;')).toBe('Tom & Jerry <3 ’s — &lt; &bogus; &#0;');
  });

  it('cuts on a word boundary and marks the cut', () => {
    expect(plainText('one two three four', 12)).toBe('one two…');
    expect(plainText('unbreakableword', 5)).toBe('unbre…');
    expect(plainText('short', 5)).toBe('short');
  });
});
