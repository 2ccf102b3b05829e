import type { Catalogue } from './catalogue';

/**
 * The French of what a product's page drawn as islands (issue 45) shows below its purchase: the info tabs and the
 * reviews. Fetched when one of them first draws (`loadIslandMessages`); `french.ts` takes it in too.
 */
const french = import.meta.glob<Catalogue>('./messages/{details,reviews}.fr.json', { eager: true, import: 'default' });
export const FRENCH_DETAIL_BELOW: Catalogue = Object.assign({}, ...Object.values(french));
