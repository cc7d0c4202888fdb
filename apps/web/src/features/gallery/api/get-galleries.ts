import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleriesResponse } from '@foundation/contract/gallery';
import { api } from '../../../lib/api-client';

/** The body is the list of galleries itself, each with its pictures. */
export const getGalleries = () => api.get<GalleriesResponse>('getGalleryAttachmentWithGalleryName');

export const getGalleriesQueryOptions = () => queryOptions({ queryKey: ['galleries'], queryFn: getGalleries });

export const useGalleries = () => useQuery(getGalleriesQueryOptions());
