import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTags } from '../../../shared/contract/tags';
import { api } from '../../lib/api';

/** The same cache key as the tag admin screen, so a tag made there shows in the generators. */
const tagsQuery = () => queryOptions({ queryKey: ['tags'], queryFn: () => api(listTags, {}) });
export const useTags = (enabled: boolean) => useQuery({ ...tagsQuery(), enabled });
