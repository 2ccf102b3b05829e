import type { Catalogue } from './catalogue';

/** Every area's French catalogue (`messages/<area>.fr.json`), one chunk that only French pages load. */
const french = import.meta.glob<Catalogue>('./messages/*.fr.json', { eager: true, import: 'default' });
export const FRENCH: Catalogue = Object.assign({}, ...Object.values(french));
