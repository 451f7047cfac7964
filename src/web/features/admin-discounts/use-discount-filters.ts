import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listDiscountCodes } from '../../../shared/contract/discount-codes';
import type { TEndpointInput } from '../../../shared/contract/endpoint';

type TListInput = TEndpointInput<typeof listDiscountCodes>;

export interface TDiscountFilters {
  page: number;
  search: string;
  isActive: 'true' | 'false' | undefined;
  sortBy: NonNullable<TListInput['sortBy']>;
  sortDirection: 'asc' | 'desc';
}

const sortFields = listDiscountCodes.input.shape.sortBy.unwrap().options;

/**
 * The list's state lives in the URL query (admin-area.md section 2: search, page, isActive, sortBy, sortDirection),
 * so a reload or a shared link shows the same page. Unknown values fall back to the defaults.
 */
export function useDiscountFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<TDiscountFilters>(() => {
    const page = Number.parseInt(params.get('page') ?? '', 10);
    const isActive = params.get('isActive');
    const sortBy = params.get('sortBy') as TDiscountFilters['sortBy'];
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      search: params.get('search') ?? '',
      isActive: isActive === 'true' || isActive === 'false' ? isActive : undefined,
      // The screen's URL default is createdAt (admin-area.md section 5).
      sortBy: sortFields.includes(sortBy) ? sortBy : 'createdAt',
      sortDirection: params.get('sortDirection') === 'asc' ? 'asc' : 'desc',
    };
  }, [params]);

  const update = useCallback(
    (changes: Partial<TDiscountFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          // A new search or filter starts again at page 1.
          if ('search' in changes || 'isActive' in changes) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, update };
}
