import type { Product } from '@shared/schemas/catalogue';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchOf, useSetSearch } from '../../nav/nav';
import { useTRPC } from '../../trpc';
import {
  type ChoosableProduct,
  choiceSearch,
  initialChoice,
  parseChoiceSearch,
  type VariantChoice,
} from './variant-choice';

/**
 * The product of the page, from the cache its route's loader filled (on a page drawn as islands, the server's): each
 * part of the product page reads it by id, so each can be an island of its own (issue 45).
 */
export function useProduct(id: number): { product: Product; refetch: () => void } {
  const trpc = useTRPC();
  const { data, refetch } = useSuspenseQuery(trpc.catalogue.product.queryOptions({ id }));
  return { product: data, refetch: useCallback(() => void refetch(), [refetch]) };
}

interface ProductChoice {
  /** The chosen size and colour: what the address names where the product offers it, else the first in stock. */
  choice: VariantChoice;
  /** The colour whose photos come first: the one the shopper chose ('' until they choose, the cover first). */
  photoColour: string;
  /** Puts a new choice in the address (`?size=M&color=black`), so it survives a reload and can be shared. */
  choose: (next: VariantChoice) => void;
}

/**
 * The size and colour the page's address names (`?size=M&color=black`: a shared link, a reload, a "Notify me" mail),
 * and how to put new ones there (the history entry replaced, the scroll kept): in the app, the router's address; on a
 * page drawn as islands, the plain links' address, which tells every island when it changes.
 */
export function useChoiceAddress(): { wanted: Partial<VariantChoice>; put: (search: Partial<VariantChoice>) => void } {
  const wanted = useSearchOf(parseChoiceSearch);
  const setSearch = useSetSearch();
  const put = useCallback((search: Partial<VariantChoice>) => setSearch(search, { replace: true }), [setSearch]);
  return { wanted, put };
}

/**
 * The product page's choice, kept in the page's address: the one place the gallery, the price and the purchase read it
 * from.
 */
export function useProductChoice(product: ChoosableProduct): ProductChoice {
  const { wanted, put } = useChoiceAddress();
  const choice = initialChoice(product, wanted);
  const choose = useCallback((next: VariantChoice) => put(choiceSearch(next)), [put]);
  return { choice, photoColour: wanted.color ? choice.color : '', choose };
}
