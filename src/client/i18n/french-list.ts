import type { Catalogue } from './catalogue';

/**
 * The French of a list page drawn as islands (issue 45): a category's count, sort, facets and pages, and the
 * paintings gallery's pages. Fetched when one of them first draws (`loadIslandMessages`); `french.ts` takes it in too.
 */
const french = import.meta.glob<Catalogue>('./messages/{category,facets,grid,list-count,pager}.fr.json', {
  eager: true,
  import: 'default',
});
export const FRENCH_LIST: Catalogue = Object.assign({}, ...Object.values(french));
