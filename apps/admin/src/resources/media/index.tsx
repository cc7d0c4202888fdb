import { MediaLibrary } from '../../kit/media/media-library';
import type { PageResource } from '../../kit/types';

/** Every uploaded picture, PDF and recording, to upload and reuse. */
export const media: PageResource = {
  kind: 'page',
  path: 'media',
  label: 'Media library',
  one: 'file',
  element: <MediaLibrary />,
};
