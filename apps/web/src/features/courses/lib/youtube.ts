import { embedUrls } from '@foundation/contract/media-text';

// Shared with the back office, which accepts a lesson's video only when this reads an id from it.
export { youtubeId } from '@foundation/contract/youtube';

/** The privacy-enhanced player, without other channels' videos at the end. */
export const youtubeEmbedUrl = (id: string) => `${embedUrls.youtubeVideo(id)}?rel=0`;
