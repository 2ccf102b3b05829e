import type { Catalogue } from './catalogue';

/**
 * The French of a painting's page drawn as islands (issue 45) beyond a product's photos and purchase: its badges,
 * notice and print sizes; and of what the paintings' pages draw around them (`painting-page`: the gallery's tabs and
 * states, a painting's facts and story, which the server draws). Fetched when one of them first draws
 * (`loadIslandMessages`); `french.ts` takes it in too.
 */
const french = import.meta.glob<Catalogue>('./messages/{painting,painting-page,painting-card}.fr.json', {
  eager: true,
  import: 'default',
});
export const FRENCH_PAINTING: Catalogue = Object.assign({}, ...Object.values(french));
