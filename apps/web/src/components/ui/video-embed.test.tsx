import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { embedUrls } from '@foundation/contract/media-text';
import { stubConnection } from '../../test/connection';
import { requestsElsewhere } from '../../test/other-hosts';
import { VideoEmbed } from './video-embed';

// jsdom drops the space a browser keeps between the hidden "Play video:" and the title.
const playName = /^Play video: ?The Rights of Neighbours$/;
const video = { embedUrl: embedUrls.youtubeVideo('dQ1pL1rXbV0'), thumbnail: embedUrls.youtubeThumbnail('dQ1pL1rXbV0'), title: 'The Rights of Neighbours' };

describe('a video on a page', () => {
  it('asks no other host for anything until the visitor presses play: its still comes from our own API', async () => {
    render(<VideoEmbed {...video} />);
    expect(requestsElsewhere()).toEqual([]);
    expect(document.querySelector('img')).toHaveAttribute('src', '/api/thumbnails/youtube/dQ1pL1rXbV0');
    expect(document.querySelector('iframe')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: playName }));
    expect(screen.getByTitle('The Rights of Neighbours')).toHaveAttribute('src', `${video.embedUrl}?autoplay=1`);
    expect(requestsElsewhere()).toEqual([`${video.embedUrl}?autoplay=1`]);
  });

  it('shows the styled poster without the still when the visitor saves data', () => {
    stubConnection({ saveData: true });
    render(<VideoEmbed {...video} />);
    expect(screen.getByRole('button', { name: playName })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
