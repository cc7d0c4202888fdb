// Shared with the back office, which accepts a lesson's video only when this reads an id from it.
export { youtubeId } from '@foundation/contract/youtube';

/** The privacy-enhanced player: no YouTube cookies until the learner presses play. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?rel=0`;

export const youtubePoster = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
