/** What a card's quick view shows: a product or a painting, by id (the modal loads it), with its name. */
export interface QuickViewItem {
  kind: 'product' | 'painting';
  id: number;
  name: string;
}
